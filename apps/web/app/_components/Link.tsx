'use client';

import { prefetchWhenNear } from '@cw/ui';
import NextLink from 'next/link';
import { useRouter } from 'next/navigation';
import { type ComponentProps, type Ref, useCallback, useEffect, useRef } from 'react';

type LinkProps = ComponentProps<typeof NextLink>;

/** A path of this site (`/ranking`), which the router can prefetch. */
const sitePath = (href: LinkProps['href']) =>
  typeof href === 'string' && href.startsWith('/') && !href.startsWith('//') ? href : null;

/**
 * `next/link` whose prefetch waits for the page: a link that comes within 200 px of the
 * viewport (the spec's prefetch margin) is prefetched once the page has loaded and the main
 * thread is idle, a few at a time (`prefetchWhenNear` of @cw/ui), where `next/link` prefetches
 * every link in view as the page hydrates, competing with it on a phone. `prefetch={false}`
 * never prefetches; a link that is not a path of the site behaves as `next/link`.
 *
 * @example
 * <Link href={workPath(work.code)}>{work.title}</Link>
 */
export function Link({ prefetch, href, ref, ...props }: LinkProps) {
  const router = useRouter();
  const path = prefetch === false ? null : sitePath(href);
  const anchor = useRef<HTMLAnchorElement | null>(null);
  useEffect(() => {
    const element = anchor.current;
    if (element === null || path === null) return;
    return prefetchWhenNear(element, () => router.prefetch(path));
  }, [path, router]);
  const setRef = useCallback(
    (element: HTMLAnchorElement | null) => {
      anchor.current = element;
      assignRef(ref, element);
    },
    [ref],
  );
  return (
    <NextLink {...props} href={href} ref={setRef} prefetch={path === null ? prefetch : false} />
  );
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}
