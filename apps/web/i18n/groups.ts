import type { Language } from '@cw/contract/schemas';
import { JAPAN_TIME_ZONE } from '@cw/dates';
import { type LanguageGroup, languageGroupOfPath } from '@cw/paths';
import type { PageLocale } from '@/server/pageMetadata';

/** What each language group is (spec section 2): its message catalogue and the works it lists. */
export const GROUPS = {
  en: { locale: 'en', ogLocale: 'en_US', language: 'en', name: 'English' },
  jp: { locale: 'ja', ogLocale: 'ja_JP', language: 'ja', name: '日本語' },
  tw: { locale: 'zh-Hant-TW', ogLocale: 'zh_TW', language: 'tw', name: '繁體中文' },
} as const satisfies Record<
  LanguageGroup,
  /** `name`: the group's language in itself, for the links between groups. */
  { locale: string; ogLocale: PageLocale; language: Language; name: string }
>;

/** The locale of a message catalogue (`messages/{locale}.json`), also the page's `lang`. */
export type GroupLocale = (typeof GROUPS)[LanguageGroup]['locale'];

/** Dates and times in every group are Japan's (spec section 1), formatted per locale. */
export const GROUP_TIME_ZONE = JAPAN_TIME_ZONE;

/**
 * The interface language of a path: its language group's locale, Japanese on the Japanese
 * site. For what is mounted outside the groups' frames (the consent bar, the install offer).
 *
 * @example
 * localeOfPath('/tw/viewer/CW_000001_0001_E'); //=> 'zh-Hant-TW'
 */
export function localeOfPath(pathname: string): GroupLocale {
  const group = languageGroupOfPath(pathname);
  return group ? GROUPS[group].locale : GROUPS.jp.locale;
}
