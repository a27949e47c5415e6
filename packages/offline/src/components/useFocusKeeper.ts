'use client';

import { type RefCallback, type RefObject, useCallback, useRef } from 'react';

export interface FocusKeeper<T extends HTMLElement> {
  /** The component's root: focusable (`tabIndex={-1}`), the fallback of last resort. */
  rootRef: RefObject<T | null>;
  /** Put on every control that may leave the page while it has the focus. */
  keep: RefCallback<HTMLElement>;
}

/**
 * Keeps the keyboard focus inside a component whose controls come and go with the state the
 * app passes (保存 turning into 保存済み, a deleted line leaving the list). A control removed
 * while focused would drop the focus to the page's start; instead it moves to the element
 * marked `data-focus-fallback` in the component, else the root. Only the focus of a removed
 * control moves: the component never takes the focus from anywhere else.
 *
 * @example
 * const { rootRef, keep } = useFocusKeeper<HTMLDivElement>();
 * <div ref={rootRef} tabIndex={-1}><button ref={keep}>保存</button></div>
 */
export function useFocusKeeper<T extends HTMLElement>(): FocusKeeper<T> {
  const rootRef: RefObject<T | null> = useRef(null);

  // React detaches a removed element's ref before taking it out of the document, so the
  // element still has the focus here if the reader was on it. The check waits for the end of
  // the commit: by then the component's own effects may have placed the focus already.
  const keep: RefCallback<HTMLElement> = useCallback((element: HTMLElement | null) => {
    if (element === null) return;
    return () => {
      const document = element.ownerDocument;
      if (document.activeElement !== element) return;
      queueMicrotask(() => {
        const root = rootRef.current;
        if (root === null || !root.isConnected) return;
        const active = document.activeElement;
        if (active !== null && active !== document.body && active.isConnected) return;
        (root.querySelector<HTMLElement>('[data-focus-fallback]') ?? root).focus();
      });
    };
  }, []);

  return { rootRef, keep };
}
