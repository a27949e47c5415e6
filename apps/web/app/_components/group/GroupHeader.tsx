'use client';

import { type LanguageGroup, languageGroupPath } from '@cw/paths';
import { SiteHeader } from '@cw/ui';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { authPagePath } from '../auth/authPaths';
import { readingHeader } from '../readingHeader';
import { signInUrl, useSession } from '../session';

/** The header of a language group's pages: its sections, and sign-in until the reader is in. */
export function GroupHeader({ group, siteName }: { group: LanguageGroup; siteName: string }) {
  const t = useTranslations('frame');
  const { status } = useSession();
  const pathname = usePathname();
  return (
    <SiteHeader
      siteName={siteName}
      homeHref={languageGroupPath(group)}
      navItems={[
        { href: languageGroupPath(group, 'viewer'), label: t('viewer') },
        { href: languageGroupPath(group, 'my_magazine'), label: t('myMagazine') },
        { href: languageGroupPath(group, 'member'), label: t('member') },
        { href: languageGroupPath(group, 'info/faq'), label: t('faq') },
      ]}
      navLabel={t('nav')}
      skipLabel={t('skip')}
      currentPath={pathname}
      data-reading={readingHeader(pathname)}
      account={status === 'unauthenticated' ? <SignInLink group={group} /> : null}
    />
  );
}

/** Sign-in, coming back to the page the reader was on. */
export function SignInLink({ group }: { group: LanguageGroup }) {
  const t = useTranslations('member');
  return (
    <a
      className="cw-button"
      href={authPagePath('signin', languageGroupPath(group, 'member'))}
      onClick={(event) => {
        event.preventDefault();
        window.location.assign(signInUrl());
      }}
    >
      {t('signIn')}
    </a>
  );
}
