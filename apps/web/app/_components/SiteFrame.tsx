import { consentNoticeText } from '@cw/analytics';
import { languageGroupPath } from '@cw/paths';
import { type ReactNode, Suspense } from 'react';
import { GROUPS } from '@/i18n/groups';
import { SITE_NAME } from '@/server/site';
import { ConsentBar } from './ConsentBar';
import { ConsentSettingsButton } from './ConsentSettingsButton';
import { DocumentLang } from './DocumentLang';
import { HistoryBack } from './HistoryBack';
import { NavigationProgress } from './NavigationProgress';
import { SiteFrameHeader } from './SiteFrameHeader';
import { NO_PREFETCH } from './siteLinks';

const FOOTER_LINKS = [
  ['/terms', '利用規約'],
  ['/terms/tokusho', '特定商取引法に基づく表記'],
  ['/tokuyakuten', '特約店一覧'],
  ['/optout', 'オプトアウト'],
  ['/sitemap', 'サイトマップ'],
] as const;

/** The language groups in other languages than the site's, each named in its own. */
const OTHER_GROUPS = (['en', 'tw'] as const).map((group) => ({
  href: languageGroupPath(group),
  ...GROUPS[group],
}));

const CONSENT_NOTICE_TEXT = consentNoticeText('ja');

/**
 * The Japanese site's frame around a page: header, the page as `#main`, footer, and the consent
 * notice of a first visit.
 */
export function SiteFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <DocumentLang lang="ja" />
      <HistoryBack />
      <Suspense>
        <NavigationProgress />
      </Suspense>
      <SiteFrameHeader siteName={SITE_NAME} />
      {/* The skip link's target: focusable, so keyboard reading starts here. */}
      <div id="main" tabIndex={-1} className="cw-main">
        {children}
      </div>
      {/* Fine print and other language groups: followed seldom, never prefetched. */}
      <footer className="cw-footer" {...NO_PREFETCH}>
        <ul>
          {FOOTER_LINKS.map(([href, title]) => (
            <li key={href}>
              <a href={href}>{title}</a>
            </li>
          ))}
          <li>
            <ConsentSettingsButton />
          </li>
          {OTHER_GROUPS.map(({ href, locale, name }) => (
            <li key={href}>
              <a href={href} hrefLang={locale} lang={locale}>
                {name}
              </a>
            </li>
          ))}
        </ul>
        <p>© CWコミック</p>
      </footer>
      <ConsentBar text={CONSENT_NOTICE_TEXT} />
    </>
  );
}
