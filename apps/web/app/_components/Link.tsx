'use client';

import NextLink from 'next/link';
import { type ComponentProps, useState } from 'react';

/**
 * The site's link: `next/link`, prefetching the page it leads to once the reader shows intent
 * (a pointer over it, a touch, keyboard focus) rather than every link that scrolls into view.
 * A home or list page shows a dozen works on a phone's first screen; prefetching each at load
 * kept the main thread and the network busy through the page's interactive window, for pages
 * the reader mostly never opens. The pattern is Next.js's own ("Hover-triggered prefetch" in
 * its prefetching guide): `prefetch={false}` until intent, then the default.
 */
export function Link({
  prefetch,
  onPointerEnter,
  onTouchStart,
  onFocus,
  ...props
}: ComponentProps<typeof NextLink>) {
  const [intent, setIntent] = useState(false);
  return (
    <NextLink
      {...props}
      prefetch={prefetch === false || !intent ? false : (prefetch ?? null)}
      onPointerEnter={(event) => {
        setIntent(true);
        onPointerEnter?.(event);
      }}
      onTouchStart={(event) => {
        setIntent(true);
        onTouchStart?.(event);
      }}
      onFocus={(event) => {
        setIntent(true);
        onFocus?.(event);
      }}
    />
  );
}
