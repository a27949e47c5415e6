import { ScrollRestoration, ThumbnailFallbacks, viewportScript } from '@cw/ui';
import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { EARLY_SESSION_SCRIPT } from './earlySession';
import { Providers } from './Providers';
import '@cw/ui/styles.css';
import '@cw/ui/base.css';
import '@cw/episode-list/styles.css';
import '@cw/catalog/styles.css';
import '@cw/analytics/notice.css';
import '@/app/globals.css';
import { type PageLocale, pageMetadata } from '@/server/pageMetadata';
import { SITE_ICONS, SITE_NAME, SITE_THEME_COLOR } from '@/server/site';

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

/**
 * What every root layout's pages share in their metadata (the site, a language group): the
 * site's cards (name, `locale`, `website`, the site image) for a page that gives none, the
 * title template and the icons. Pages give their own through `pageMetadata`.
 */
export function rootMetadata(locale: PageLocale = 'ja_JP'): Metadata {
  return {
    ...pageMetadata({ locale }),
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
  };
}

export const ROOT_VIEWPORT: Viewport = { themeColor: SITE_THEME_COLOR };

/**
 * The document of a root layout (the site's, and each language group's): `lang`, the scripts
 * that must run before the page (the reader's session mark, the viewport rule, zod's setting),
 * and the browser-side providers around the page (each frame adds the consent notice).
 */
export function RootDocument({ lang, children }: { lang: string; children: ReactNode }) {
  return (
    <html lang={lang}>
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
        <Providers>{children}</Providers>
      </body>
    </html>
  );
}
