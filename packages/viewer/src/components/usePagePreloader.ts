'use client';

import { useLatest } from '@cw/ui';
import { useLayoutEffect, useState } from 'react';

/** Ref callback of one page's `<img>`. */
export type PageImageRef = (element: HTMLImageElement | null) => void;

/** What {@link usePagePreloader} gives the page components. */
export interface PagePreloader {
  /** The ref callback of page `pageIndex`'s `<img>`; the same function on every call. */
  imageRef(pageIndex: number): PageImageRef;
}

/** Options of {@link usePagePreloader}. */
export interface PagePreloaderOptions {
  /** Pages to hold decoded, most urgent first: `preloadPlan(…).decode`. */
  readonly decode: readonly number[];
  /** Decodes at a time; the rest wait their turn in priority order. */
  readonly concurrency?: number;
  /** Called with the number of mounted page images decoded, after each decode settles. */
  readonly onDecodedCountChange?: (count: number) => void;
}

/** Pages decoding at once by default: the current view's two pages of a spread. */
export const DEFAULT_DECODE_CONCURRENCY = 2;

/**
 * Decodes the page images of the preload window ahead of need, with `img.decode()`, in the
 * plan's priority order (current view, then ahead in the reading direction, then behind),
 * a few at a time. The images are the real `<img>` elements in the DOM, so the browser
 * decodes the very candidate of the `srcset` it will paint and a page turn only flips
 * visibility. Releasing is the components' part: pages outside the plan are unmounted or
 * lose their `src`, and their elements are forgotten here through the ref callback.
 *
 * @example
 * const preloader = usePagePreloader({ decode: plan.decode });
 * <img ref={preloader.imageRef(pageIndex)} … />
 */
export function usePagePreloader({
  decode,
  concurrency = DEFAULT_DECODE_CONCURRENCY,
  onDecodedCountChange,
}: PagePreloaderOptions): PagePreloader {
  const onCount = useLatest(onDecodedCountChange);
  const [queue] = useState(() => createDecodeQueue((count) => onCount.current?.(count)));
  queue.concurrency = Math.max(1, Math.floor(concurrency));

  const key = decode.join(',');
  // Layout effect: new images are registered in the same commit, so decoding starts before
  // the browser paints.
  useLayoutEffect(() => {
    queue.prioritize(key === '' ? [] : key.split(',').map(Number));
  }, [queue, key]);

  return queue;
}

interface DecodeQueue extends PagePreloader {
  concurrency: number;
  prioritize(order: readonly number[]): void;
}

function createDecodeQueue(onCount: (count: number) => void): DecodeQueue {
  const elements = new Map<number, HTMLImageElement>();
  const refs = new Map<number, PageImageRef>();
  /** The image URL each element was last decoded (or failed to decode) for. */
  const settledSrc = new WeakMap<HTMLImageElement, string>();
  const decodedSrc = new WeakMap<HTMLImageElement, string>();
  const inFlight = new Set<HTMLImageElement>();
  let order: readonly number[] = [];
  let scheduled = false;

  const srcOf = (element: HTMLImageElement) =>
    element.currentSrc || element.getAttribute('src') || '';

  const report = () => {
    let count = 0;
    for (const element of elements.values()) {
      const src = srcOf(element);
      if (src !== '' && decodedSrc.get(element) === src) count += 1;
    }
    onCount(count);
  };

  const pump = () => {
    for (const page of order) {
      if (inFlight.size >= queue.concurrency) return;
      const element = elements.get(page);
      if (element === undefined || inFlight.has(element)) continue;
      const src = srcOf(element);
      if (src === '' || settledSrc.get(element) === src) continue;
      if (typeof element.decode !== 'function') {
        settledSrc.set(element, src);
        continue;
      }
      inFlight.add(element);
      element
        .decode()
        .then(
          () => decodedSrc.set(element, src),
          // A broken image, or one released or re-pointed while decoding: nothing to hold.
          () => undefined,
        )
        .finally(() => {
          settledSrc.set(element, src);
          inFlight.delete(element);
          report();
          pump();
        });
    }
  };

  // Images of one commit register one by one: start once all have, in priority order.
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(() => {
      scheduled = false;
      pump();
    });
  };

  const queue: DecodeQueue = {
    concurrency: DEFAULT_DECODE_CONCURRENCY,
    prioritize(next) {
      order = next;
      pump();
    },
    imageRef(pageIndex) {
      let ref = refs.get(pageIndex);
      if (ref === undefined) {
        ref = (element) => {
          if (element !== null) {
            elements.set(pageIndex, element);
            schedule();
          } else {
            elements.delete(pageIndex);
            report();
          }
        };
        refs.set(pageIndex, ref);
      }
      return ref;
    },
  };
  return queue;
}
