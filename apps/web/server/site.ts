// The site's own name, words, colour and images: what every page's metadata, the web app
// manifest and the icons share. The image files in `public/` are drawn by
// `scripts/siteImages.mjs` (run by hand, outputs committed).

/** The site's name, after every page's title and in every share (spec section 1). */
export const SITE_NAME = 'CWコミック';

/** What the site is, for pages without a description of their own. */
export const SITE_DESCRIPTION = '無料で読めるWebコミックと単行本の試し読み。';

/** The site's accent (`--cw-ui-color-accent` of @cw/ui tokens.css): browser chrome and the icons. */
export const SITE_THEME_COLOR = '#d7000f';

/** The picture a page without one of its own is shared with (1200×630, as link cards crop). */
export const SITE_IMAGE = {
  url: '/og-image.png',
  width: 1200,
  height: 630,
  alt: SITE_NAME,
} as const;

/**
 * The icons browsers ask for: a scalable favicon, `/favicon.ico` (16, 32 and 48 px, for those
 * that ask for nothing else), the 180 px touch icon, and the manifest's 192 and 512 px icons
 * (the maskable one with the mark inside the safe zone).
 */
export const SITE_ICONS = {
  svg: '/icon.svg',
  ico: '/favicon.ico',
  apple: '/apple-touch-icon.png',
  manifest: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
} as const;
