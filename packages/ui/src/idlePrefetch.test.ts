import { describe, expect, it, vi } from 'vitest';
import {
  createIdlePrefetcher,
  PREFETCHES_PER_IDLE,
  type PrefetchEnvironment,
} from './idlePrefetch';

/** A browser the test drives: which elements come near, when the page loads, each idle period. */
function fakeBrowser() {
  let near: (elements: readonly Element[]) => void = () => {};
  let onLoad: () => void = () => {};
  const idle: (() => void)[] = [];
  const observed = new Set<Element>();
  const env: PrefetchEnvironment = {
    observe: (callback) => {
      near = callback;
      return { observe: (e) => observed.add(e), unobserve: (e) => observed.delete(e) };
    },
    afterLoad: (run) => {
      onLoad = run;
    },
    whenIdle: (run) => idle.push(run),
  };
  return {
    env,
    observed,
    comeNear: (...elements: Element[]) => near(elements),
    load: () => onLoad(),
    idlePeriod: () => idle.shift()?.(),
    idlePending: () => idle.length,
  };
}

const element = () => ({}) as Element;

describe('createIdlePrefetcher', () => {
  it('prefetches a link near the viewport only after load, in idle periods, a few at a time', () => {
    const browser = fakeBrowser();
    const prefetchWhenNear = createIdlePrefetcher(browser.env);
    const links = Array.from({ length: PREFETCHES_PER_IDLE + 1 }, element);
    const prefetches = links.map((link) => {
      const prefetch = vi.fn();
      prefetchWhenNear(link, prefetch);
      return prefetch;
    });
    browser.comeNear(...links);
    // Near, but the page is still loading: nothing yet.
    expect(browser.idlePending()).toBe(0);
    browser.load();
    expect(prefetches.filter((p) => p.mock.calls.length > 0)).toHaveLength(0);
    browser.idlePeriod();
    expect(prefetches.filter((p) => p.mock.calls.length > 0)).toHaveLength(PREFETCHES_PER_IDLE);
    browser.idlePeriod();
    for (const prefetch of prefetches) expect(prefetch).toHaveBeenCalledTimes(1);
    expect(browser.idlePending()).toBe(0);
  });

  it('never prefetches a link that stays far from the viewport', () => {
    const browser = fakeBrowser();
    const prefetchWhenNear = createIdlePrefetcher(browser.env);
    const far = vi.fn();
    prefetchWhenNear(element(), far);
    browser.load();
    browser.idlePeriod();
    expect(far).not.toHaveBeenCalled();
  });

  it('prefetches once, however often the link comes near, and stops watching it', () => {
    const browser = fakeBrowser();
    const prefetchWhenNear = createIdlePrefetcher(browser.env);
    const link = element();
    const prefetch = vi.fn();
    prefetchWhenNear(link, prefetch);
    browser.load();
    browser.comeNear(link);
    browser.comeNear(link);
    browser.idlePeriod();
    browser.idlePeriod();
    expect(prefetch).toHaveBeenCalledTimes(1);
    expect(browser.observed.has(link)).toBe(false);
  });

  it('drops the prefetch of a link removed before it started', () => {
    const browser = fakeBrowser();
    const prefetchWhenNear = createIdlePrefetcher(browser.env);
    const link = element();
    const prefetch = vi.fn();
    const forget = prefetchWhenNear(link, prefetch);
    browser.load();
    browser.comeNear(link);
    forget();
    browser.idlePeriod();
    expect(prefetch).not.toHaveBeenCalled();
  });
});
