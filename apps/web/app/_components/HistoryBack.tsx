'use client';

import { useEffect } from 'react';
import { HISTORY_BACK_ATTRIBUTE } from './historyBackAttribute';

/** Goes back in the browser's history for any control marked by `BackButton`, in the frame. */
export function HistoryBack() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      // Once per press, however many frames a page nests (a 404 inside the site's layout).
      if (event.defaultPrevented || !target?.closest(`[${HISTORY_BACK_ATTRIBUTE}]`)) return;
      event.preventDefault();
      window.history.back();
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
  return null;
}
