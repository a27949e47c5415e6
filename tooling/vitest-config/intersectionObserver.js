// Stands in for the browser's IntersectionObserver in component tests (happy-dom's never
// reports): install it with `vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)`,
// then call an observer's `callback` with the entries the test means (what the reader scrolled
// into view, and how much of it).
export class FakeIntersectionObserver {
  /** Every observer made since the last `FakeIntersectionObserver.instances = []`. */
  static instances = [];

  constructor(callback, options = {}) {
    this.callback = callback;
    this.options = options;
    this.targets = new Set();
    this.disconnected = false;
    FakeIntersectionObserver.instances.push(this);
  }

  observe(target) {
    this.targets.add(target);
  }

  unobserve(target) {
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
  static watching() {
    return FakeIntersectionObserver.instances.filter((observer) => observer.targets.size > 0);
  }
}
