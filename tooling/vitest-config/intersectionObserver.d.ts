/** A stand-in IntersectionObserver whose test reports what is in view through `callback`. */
export declare class FakeIntersectionObserver {
  /** Every observer made since the last `FakeIntersectionObserver.instances = []`. */
  static instances: FakeIntersectionObserver[];
  /** The observers watching something now. */
  static watching(): FakeIntersectionObserver[];
  readonly callback: IntersectionObserverCallback;
  readonly options: IntersectionObserverInit;
  readonly targets: Set<Element>;
  disconnected: boolean;
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit);
  observe(target: Element): void;
  unobserve(target: Element): void;
  disconnect(): void;
  takeRecords(): IntersectionObserverEntry[];
}
