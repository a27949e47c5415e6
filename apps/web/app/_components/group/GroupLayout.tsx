import { consentNoticeText } from '@cw/analytics';
import { LANGUAGE_GROUPS, type LanguageGroup, languageGroupPath } from '@cw/paths';
import { UiLocaleProvider } from '@cw/ui';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { GROUP_TIME_ZONE, GROUPS } from '@/i18n/groups';
import { SITE_NAME } from '@/server/site';
import { ConsentBar } from '../ConsentBar';
import { ConsentSettingsButton } from '../ConsentSettingsButton';
import { DocumentLang } from '../DocumentLang';
import { NO_PREFETCH } from '../siteLinks';
import { GroupHeader } from './GroupHeader';

/**
 * The layout of a language group (`/en`, `/jp`, `/tw`): the document in the group's language
 * (`lang`), its messages for the browser's components, its header, links to the other groups
 * and the Japanese site, and the consent notice of a first visit in the group's language.
 */
export async function GroupLayout({
  group,
  children,
}: {
  group: LanguageGroup;
  children: ReactNode;
}) {
  const { locale } = GROUPS[group];
  const [messages, t] = await Promise.all([
    getMessages({ locale }),
    getTranslations({ locale, namespace: 'frame' }),
  ]);
  return (
    <>
      <DocumentLang lang={locale} />
      <NextIntlClientProvider locale={locale} messages={messages} timeZone={GROUP_TIME_ZONE}>
        {/* The packages' components (viewer, store chooser…) draw their text in it too. */}
        <UiLocaleProvider locale={locale}>
          <GroupHeader group={group} siteName={SITE_NAME} />
          {/* The skip link's target: focusable, so keyboard reading starts here. */}
          <div id="main" tabIndex={-1} className="cw-main">
            {children}
          </div>
          {/* Fine print and other language groups: followed seldom, never prefetched. */}
          <footer className="cw-footer" {...NO_PREFETCH}>
            <nav aria-label={t('otherGroups')}>
              <ul>
                {LANGUAGE_GROUPS.filter((other) => other !== group).map((other) => (
                  <li key={other}>
                    <a
                      href={languageGroupPath(other)}
                      hrefLang={GROUPS[other].locale}
                      lang={GROUPS[other].locale}
                    >
                      {GROUPS[other].name}
                    </a>
                  </li>
                ))}
                <li>
                  <a href="/" hrefLang="ja" lang="ja">
                    {t('japaneseSite')}
                  </a>
                </li>
              </ul>
            </nav>
            <p>
              <ConsentSettingsButton label={t('cookieSettings')} />
            </p>
            <p>© CWコミック</p>
          </footer>
          <ConsentBar text={consentNoticeText(locale)} />
        </UiLocaleProvider>
      </NextIntlClientProvider>
    </>
  );
}
