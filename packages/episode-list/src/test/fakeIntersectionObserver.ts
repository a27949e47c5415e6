// The shared stand-in IntersectionObserver (install it with
// `vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)`), and what the list's tests
// say with it: the reader scrolled what is watched into view.

import { FakeIntersectionObserver } from '@cw/vitest-config/intersectionObserver';
import { act } from '@testing-library/react';

export { FakeIntersectionObserver };

/**
 * Reports every element watched now as in view (or, with `false`, out of view), as the browser
 * does when the reader scrolls near it. Returns how many elements were reported.
 */
export function reportInView(isIntersecting = true): number {
  let reported = 0;
  for (const observer of FakeIntersectionObserver.watching()) {
    const entries = [...observer.targets].map(
      (target) => ({ target, isIntersecting }) as unknown as IntersectionObserverEntry,
    );
    reported += entries.length;
    act(() => observer.callback(entries, observer as unknown as IntersectionObserver));
  }
  return reported;
}
