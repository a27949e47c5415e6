import { ScrollRestoration, ThumbnailFallbacks, viewportScript } from '@cw/ui';
import type { Metadata, Viewport } from 'next';
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
import { pageMetadata } from '@/server/pageMetadata';
import { SITE_ICONS, SITE_NAME, SITE_THEME_COLOR } from '@/server/site';

// Pages give their own title, canonical URL and cards through `pageMetadata`
// (server/pageMetadata.ts); what is here holds for every page, the error pages included: the
// site's cards (name, locale, `website`, the site image) for a page that gives none.
export const generateMetadata = (): Metadata => ({
  ...pageMetadata({}),
  title: { default: SITE_NAME, template: `%s | ${SITE_NAME}` },
  applicationName: SITE_NAME,
  icons: {
    icon: [
      { url: SITE_ICONS.ico, sizes: '16x16 32x32 48x48' },
      { url: SITE_ICONS.svg, type: 'image/svg+xml' },
    ],
    apple: [{ url: SITE_ICONS.apple, sizes: '180x180' }],
  },
  appleWebApp: { title: SITE_NAME },
});

export const viewport: Viewport = { themeColor: SITE_THEME_COLOR };

/** The viewport rule (spec §2 "Layout"): width 390 under an outer width of 390. */
const VIEWPORT_SCRIPT = viewportScript();

/**
 * zod's `jitless` setting (`z.config({ jitless: true })`), set before any module of the page runs:
 * otherwise the first schema built tries `new Function` to see whether it may compile parsers,
 * which the Content-Security-Policy (no `'unsafe-eval'`) reports as a violation. zod reads its
 * settings from this global, shared by every copy of it.
 */
const ZOD_JITLESS_SCRIPT =
  'globalThis.__zod_globalConfig=Object.assign(globalThis.__zod_globalConfig||{},{jitless:true})';

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
        {/* After the viewport meta Next.js renders first in the head (device-width). */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of ours */}
        <script dangerouslySetInnerHTML={{ __html: VIEWPORT_SCRIPT }} />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of ours */}
        <script dangerouslySetInnerHTML={{ __html: ZOD_JITLESS_SCRIPT }} />
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
