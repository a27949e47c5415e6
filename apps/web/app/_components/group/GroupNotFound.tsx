import { type LanguageGroup, languageGroupPath } from '@cw/paths';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { GROUPS } from '@/i18n/groups';
import { ErrorScreen } from '../ErrorScreen';

/** A language group's not-found page's metadata: its title in the group's language, unindexed. */
export async function groupNotFoundMetadata(group: LanguageGroup): Promise<Metadata> {
  const t = await getTranslations({ locale: GROUPS[group].locale, namespace: 'notFound' });
  return { title: t('title'), robots: { index: false } };
}

/**
 * A language group's not-found page body, in the group's language: what happened, the browser's
 * Back and the group's home.
 */
export async function GroupNotFound({ group }: { group: LanguageGroup }) {
  const t = await getTranslations({ locale: GROUPS[group].locale, namespace: 'notFound' });
  return (
    <ErrorScreen
      heading={t('heading')}
      message={t('message')}
      ways={{ back: t('back'), links: [{ href: languageGroupPath(group), label: t('home') }] }}
    />
  );
}
