'use client';

import { createContext, type ReactNode, useContext } from 'react';

/** The languages the interface is written in: Japanese first, English, Traditional Chinese. */
export const UI_LOCALES = ['ja', 'en', 'zh-Hant-TW'] as const;

/** One of {@link UI_LOCALES}, as a BCP 47 tag (also the page's `lang`). */
export type UiLocale = (typeof UI_LOCALES)[number];

const UiLocaleContext = createContext<UiLocale>('ja');

/**
 * Sets the language every component below draws its own text in (Japanese where none is set).
 * Provided once by the app, around a language group's pages; each package keeps its texts per
 * locale and picks them with {@link useUiLocale}.
 *
 * @example
 * <UiLocaleProvider locale="en"><Viewer … /></UiLocaleProvider>
 */
export function UiLocaleProvider({ locale, children }: { locale: UiLocale; children: ReactNode }) {
  return <UiLocaleContext value={locale}>{children}</UiLocaleContext>;
}

/**
 * The language components draw their own text in: the nearest {@link UiLocaleProvider}'s, else
 * Japanese.
 *
 * @example
 * const text = VIEWER_TEXTS[useUiLocale()];
 */
export function useUiLocale(): UiLocale {
  return useContext(UiLocaleContext);
}
