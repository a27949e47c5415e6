'use client';

import { type LanguageGroup, languageGroupPath } from '@cw/paths';
import { Heading, linkClassName } from '@cw/ui';
import { useTranslations } from 'next-intl';
import { authPagePath } from '../auth/authPaths';
import { useSession } from '../session';
import { SignInLink } from './GroupHeader';

/**
 * A group's `/member`: whether the reader is signed in (read in the browser: the page is the
 * same for everyone), with sign-in and registration, or their follows and sign-out.
 */
export function GroupMember({ group }: { group: LanguageGroup }) {
  const t = useTranslations('member');
  const { status } = useSession();
  return (
    <main className="cw-page">
      <Heading level={1}>{t('title')}</Heading>
      {status === 'loading' ? <p role="status">{t('loading')}</p> : null}
      {status === 'authenticated' ? (
        <>
          <p>{t('signedIn')}</p>
          <ul>
            <li>
              <a href={languageGroupPath(group, 'my_magazine')} className={linkClassName()}>
                {t('myMagazine')}
              </a>
            </li>
            <li>
              <a
                href={authPagePath('signout', languageGroupPath(group, 'member'))}
                className={linkClassName()}
              >
                {t('signOut')}
              </a>
            </li>
          </ul>
        </>
      ) : null}
      {status === 'unauthenticated' ? (
        <>
          <p>{t('signedOut')}</p>
          <p>
            <SignInLink group={group} />
          </p>
          <p>
            <a href={languageGroupPath(group, 'member/regist')} className={linkClassName()}>
              {t('register')}
            </a>
          </p>
        </>
      ) : null}
    </main>
  );
}
