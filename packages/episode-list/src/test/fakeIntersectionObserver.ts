// Stands in for the browser's IntersectionObserver in component tests (happy-dom's never
// reports): install it with `vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)`,
// then say what the reader scrolled into view.

import { act } from '@testing-library/react';

export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly targets = new Set<Element>();
  disconnected = false;

  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this);
  }

  observe(target: Element) {
    this.targets.add(target);
  }

  unobserve(target: Element) {
    this.targets.delete(target);
  }

  disconnect() {
    this.disconnected = true;
    this.targets.clear();
  }

  takeRecords() {
    return [];
  }

  /** The observers watching something now. */
  static watching(): FakeIntersectionObserver[] {
    return FakeIntersectionObserver.instances.filter((observer) => observer.targets.size > 0);
  }
}

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
