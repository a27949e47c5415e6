// The interface language of the viewer's stories: a story sets `parameters.locale`, which the
// Storybook's preview (apps/storybook/.storybook/preview.tsx) draws it in.

import type { UiLocale } from '@cw/ui';

/** The story parameters of an English story. */
export const ENGLISH = { locale: 'en' } as const satisfies { locale: UiLocale };
/** The story parameters of a Traditional Chinese (Taiwan) story. */
export const TRADITIONAL_CHINESE = { locale: 'zh-Hant-TW' } as const satisfies {
  locale: UiLocale;
};
