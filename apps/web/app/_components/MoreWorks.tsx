'use client';

import { Button } from '@cw/ui';
import { type ComponentType, useEffect, useRef, useState } from 'react';
import { whenLoadedAndIdle } from './afterHydration';
import type { ListEndpoint, MoreWorksProps } from './MoreWorksPages';

type Pages = ComponentType<MoreWorksProps<ListEndpoint> & { asked?: boolean }>;

const loadPages = () => import('./MoreWorksPages');

/**
 * The pages after the first of a work or volume list (`MoreWorksPages`), whose code (the query,
 * the grids, the skeleton) stays out of the page's first load: it loads once the page has loaded
 * and the main thread is idle, or at once when the reader comes within 200 px of the list's end
 * or presses もっと見る first. Until then, the same もっと見る as the server's HTML.
 */
export function MoreWorks<Name extends ListEndpoint>(props: MoreWorksProps<Name>) {
  const [Pages, setPages] = useState<Pages | null>(null);
  const [wanted, setWanted] = useState(false);
  const [asked, setAsked] = useState(false);
  const sentinel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const want = () => setWanted(true);
    const cancel = whenLoadedAndIdle(want);
    const element = sentinel.current;
    if (!element || typeof IntersectionObserver !== 'function') return cancel;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) want();
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => {
      cancel();
      observer.disconnect();
    };
  }, []);

  useEffect(() => {
    if (!wanted) return;
    let live = true;
    loadPages().then(
      ({ default: loaded }) => live && setPages(() => loaded as Pages),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [wanted]);

  if (Pages) return <Pages {...(props as MoreWorksProps<ListEndpoint>)} asked={asked} />;
  if (!props.first.hasNext) return null;
  return (
    <div ref={sentinel} className="cw-more">
      <Button
        variant="secondary"
        onClick={() => {
          setAsked(true);
          setWanted(true);
        }}
      >
        もっと見る
      </Button>
    </div>
  );
}
