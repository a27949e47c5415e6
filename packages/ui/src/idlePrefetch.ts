// Prefetching the pages that links lead to is a bonus; the page being loaded is not. Links
// near the viewport are noted as they come within the margin, and their prefetches start only
// once the page has loaded and the main thread is idle, a few per idle period, so that none
// competes with the page's own first paint and hydration on a phone.

/** How far outside the viewport a link is prefetched (spec §9: link prefetch intersection margin). */
export const PREFETCH_MARGIN_PX = 200;

/** Prefetches started in one idle period. */
export const PREFETCHES_PER_IDLE = 2;

/** Longest wait for an idle period, so that a page that is never idle still prefetches. */
export const PREFETCH_IDLE_TIMEOUT_MS = 2000;

/** What the prefetcher needs of the browser; the page's own by default. */
export interface PrefetchEnvironment {
  /** Calls `near` with each observed element that comes within the margin of the viewport. */
  observe: (near: (elements: readonly Element[]) => void) => {
    observe: (element: Element) => void;
    unobserve: (element: Element) => void;
  };
  /** Calls `run` once the page has loaded (at once if it has). */
  afterLoad: (run: () => void) => void;
  /** Calls `run` in the next idle period. */
  whenIdle: (run: () => void) => void;
}

/** Observes elements and prefetches for those near the viewport (see {@link createIdlePrefetcher}). */
export type PrefetchWhenNear = (element: Element, prefetch: () => void) => () => void;

/**
 * A prefetcher over `env`: `prefetchWhenNear(element, prefetch)` runs `prefetch` once, after
 * the page has loaded and in an idle period ({@link PREFETCHES_PER_IDLE} at a time), when
 * `element` has come within {@link PREFETCH_MARGIN_PX} of the viewport. The function it returns
 * forgets the element (unmounted) and drops its prefetch if it has not started.
 *
 * @example
 * const stop = prefetchWhenNear(anchor, () => router.prefetch('/ranking'));
 */
export function createIdlePrefetcher(env: PrefetchEnvironment): PrefetchWhenNear {
  const waiting = new Map<Element, () => void>();
  const queue: (() => void)[] = [];
  let draining = false;
  let loaded = false;

  const drain = () => {
    for (const prefetch of queue.splice(0, PREFETCHES_PER_IDLE)) prefetch();
    if (queue.length > 0) env.whenIdle(drain);
    else draining = false;
  };
  const start = () => {
    if (draining || queue.length === 0 || !loaded) return;
    draining = true;
    env.whenIdle(drain);
  };
  env.afterLoad(() => {
    loaded = true;
    start();
  });
  const observer = env.observe((elements) => {
    for (const element of elements) {
      const prefetch = waiting.get(element);
      if (prefetch === undefined) continue;
      waiting.delete(element);
      observer.unobserve(element);
      queue.push(prefetch);
    }
    start();
  });

  return (element, prefetch) => {
    waiting.set(element, prefetch);
    observer.observe(element);
    return () => {
      waiting.delete(element);
      observer.unobserve(element);
      const queued = queue.indexOf(prefetch);
      if (queued >= 0) queue.splice(queued, 1);
    };
  };
}

/** The page's own browser: IntersectionObserver, the load event, requestIdleCallback. */
function browserEnvironment(): PrefetchEnvironment {
  return {
    observe: (near) => {
      const observer = new IntersectionObserver(
        (entries) => near(entries.filter((entry) => entry.isIntersecting).map((e) => e.target)),
        { rootMargin: `${PREFETCH_MARGIN_PX}px` },
      );
      return {
        observe: (element) => observer.observe(element),
        unobserve: (element) => observer.unobserve(element),
      };
    },
    afterLoad: (run) => {
      if (document.readyState === 'complete') run();
      else window.addEventListener('load', run, { once: true });
    },
    whenIdle: (run) => {
      if (typeof requestIdleCallback === 'function') {
        requestIdleCallback(run, { timeout: PREFETCH_IDLE_TIMEOUT_MS });
      } else {
        setTimeout(run, 1);
      }
    },
  };
}

let pagePrefetcher: PrefetchWhenNear | undefined;

/**
 * {@link createIdlePrefetcher} over the page's browser, one for the page; a no-op where there
 * is no IntersectionObserver (the server, old browsers: the link still works).
 *
 * @example
 * // In an effect of the link's component, whose cleanup is what it returns:
 * return prefetchWhenNear(anchor, () => router.prefetch(href));
 */
export const prefetchWhenNear: PrefetchWhenNear = (element, prefetch) => {
  if (typeof IntersectionObserver === 'undefined') return () => {};
  pagePrefetcher ??= createIdlePrefetcher(browserEnvironment());
  return pagePrefetcher(element, prefetch);
};
