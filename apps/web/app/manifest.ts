import type { MetadataRoute } from 'next';
import { SITE_DESCRIPTION, SITE_ICONS, SITE_NAME, SITE_THEME_COLOR } from '@/server/site';

/**
 * The web app manifest, `/manifest.webmanifest` (Next.js links it from every page): the site
 * installed from a browser opens standalone on the home page. Built once: nothing in it
 * depends on the configuration (its URLs are relative to the manifest's own).
 */
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: SITE_NAME,
    short_name: SITE_NAME,
    description: SITE_DESCRIPTION,
    lang: 'ja',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: SITE_THEME_COLOR,
    icons: SITE_ICONS.manifest.map((icon) => ({ ...icon })),
  };
}
