import 'server-only';
import {
  LANGUAGE_GROUPS,
  type LanguageGroup,
  type LanguageGroupPage,
  languageGroupPath,
} from '@cw/paths';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { GROUPS } from '@/i18n/groups';
import { env } from '@/server/env';
import { type PageDescription, pageMetadata, urlOnSite } from '@/server/pageMetadata';

/**
 * A language group's page metadata: `pageMetadata` in the group's Open Graph locale, with the
 * same page in every group as its `hreflang` alternates (`pathIn(group)` is its path there).
 */
export function groupPageMetadata(
  group: LanguageGroup,
  pathIn: (group: LanguageGroup) => string,
  page: Omit<PageDescription, 'path' | 'locale'>,
): Metadata {
  const metadata = pageMetadata({ ...page, path: pathIn(group), locale: GROUPS[group].ogLocale });
  const languages = Object.fromEntries(
    LANGUAGE_GROUPS.flatMap((other) => {
      const url = urlOnSite(pathIn(other), env().siteUrl);
      return url ? [[GROUPS[other].locale, url]] : [];
    }),
  );
  return { ...metadata, alternates: { ...metadata.alternates, languages } };
}

/**
 * The home page's versions by language, for `hreflang`: the site's own `/` is the Japanese one
 * and the default for every other language (`x-default`), with `/en` and `/tw` beside it.
 */
export function homeLanguages(): Record<string, string> {
  const versions: [string, string][] = [
    [GROUPS.jp.locale, '/'],
    [GROUPS.en.locale, languageGroupPath('en')],
    [GROUPS.tw.locale, languageGroupPath('tw')],
    ['x-default', '/'],
  ];
  return Object.fromEntries(
    versions.flatMap(([language, path]) => {
      const url = urlOnSite(path, env().siteUrl);
      return url ? [[language, url]] : [];
    }),
  );
}

/** The message namespaces whose `title` names a group page. */
type TitledNamespace = 'home' | 'viewer' | 'faq' | 'member' | 'regist' | 'myMagazine';

/**
 * The metadata of one of a group's own pages, titled by `namespace`'s `title`; `index: false`
 * for a reader's own pages.
 */
export async function groupTitledMetadata(
  group: LanguageGroup,
  page: LanguageGroupPage,
  namespace: TitledNamespace,
  { index = true }: { index?: boolean } = {},
): Promise<Metadata> {
  const t = await getTranslations({ locale: GROUPS[group].locale, namespace });
  const metadata = groupPageMetadata(group, (other) => languageGroupPath(other, page), {
    title: t('title'),
    index,
  });
  // A group's root is one of the home page's versions.
  if (page !== '') return metadata;
  return { ...metadata, alternates: { ...metadata.alternates, languages: homeLanguages() } };
}
