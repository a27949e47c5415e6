import { ScrollRestoration, ThumbnailFallbacks } from '@cw/ui';
import type { Metadata } from 'next';
import Link from 'next/link';
import { type ReactNode, Suspense } from 'react';
import { EARLY_SESSION_SCRIPT } from './_components/earlySession';
import { NavigationProgress } from './_components/NavigationProgress';
import { Providers } from './_components/Providers';
import { SiteFrameHeader } from './_components/SiteFrameHeader';
import '@cw/ui/styles.css';
import '@cw/episode-list/styles.css';
import '@cw/catalog/styles.css';
import './globals.css';

const SITE_NAME = 'CWコミック';

export const metadata: Metadata = {
  title: { default: SITE_NAME, template: `%s | ${SITE_NAME}` },
  description: '無料で読めるWebコミックと単行本の試し読み。',
  openGraph: { siteName: SITE_NAME, locale: 'ja_JP', type: 'website' },
};

const FOOTER_LINKS = [
  ['/terms', '利用規約'],
  ['/terms/tokusho', '特定商取引法に基づく表記'],
  ['/tokuyakuten', '特約店一覧'],
  ['/optout', 'オプトアウト'],
  ['/sitemap', 'サイトマップ'],
] as const;

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="ja">
      <head>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of ours */}
        <script dangerouslySetInnerHTML={{ __html: EARLY_SESSION_SCRIPT }} />
      </head>
      <body>
        <ThumbnailFallbacks />
        <ScrollRestoration />
        <Providers>
          <Suspense>
            <NavigationProgress />
          </Suspense>
          <SiteFrameHeader siteName={SITE_NAME} />
          {/* The skip link's target: focusable, so keyboard reading starts here. */}
          <div id="main" tabIndex={-1} className="cw-main">
            {children}
          </div>
          <footer className="cw-footer">
            <ul>
              {FOOTER_LINKS.map(([href, title]) => (
                <li key={href}>
                  <Link href={href}>{title}</Link>
                </li>
              ))}
            </ul>
            <p>© CWコミック</p>
          </footer>
        </Providers>
      </body>
    </html>
  );
}
