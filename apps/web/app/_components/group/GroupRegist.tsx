import { type LanguageGroup, languageGroupPath } from '@cw/paths';
import { buttonClassName, Heading } from '@cw/ui';
import { getTranslations } from 'next-intl/server';
import { GROUPS } from '@/i18n/groups';
import { authPagePath } from '../auth/authPaths';

/**
 * A group's `/member/regist`: accounts are the identity provider's, so registration is its
 * sign-up, reached through the site's sign-in and back to the group's account page.
 */
export async function GroupRegist({ group }: { group: LanguageGroup }) {
  const t = await getTranslations({ locale: GROUPS[group].locale, namespace: 'regist' });
  return (
    <main className="cw-page">
      <Heading level={1}>{t('title')}</Heading>
      <p>{t('body')}</p>
      <p>
        <a
          href={authPagePath('signin', languageGroupPath(group, 'member'))}
          className={buttonClassName({ variant: 'primary' })}
        >
          {t('start')}
        </a>
      </p>
    </main>
  );
}
