'use client';

import { useEffect } from 'react';

/**
 * Keeps the document's `lang` that of the frame shown, across client-side navigations between
 * the Japanese site and a language group (their pages are served with it: serve.ts).
 */
export function DocumentLang({ lang }: { lang: string }) {
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  return null;
}
