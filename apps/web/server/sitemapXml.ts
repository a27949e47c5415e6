// The XML of the site's sitemaps (sitemaps.org protocol 0.9), from the catalog's sitemap
// listing (`GET /api/sitemap`, `GET /api/sitemap/{kind}`): `/sitemap.xml` is an index of
// files `/sitemaps/{kind}-{page}.xml`, each listing at most `SITEMAP_PAGE_SIZE` URLs, and of
// `/sitemaps/pages.xml`, the site's own pages (home, its language versions, the sections).
import {
  SITEMAP_KINDS,
  type SitemapIndex,
  type SitemapKind,
  type SitemapPage,
} from '@cw/contract/schemas';
import {
  authorPath,
  labelPath,
  languageGroupPath,
  SEARCH_PATH,
  topicPath,
  viewerPath,
  workPath,
} from '@cw/paths';
import { SITE_SECTIONS } from '../app/_components/siteSections';

const XMLNS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** `&`, `<`, `>`, quotes of a URL as XML text. */
const xmlText = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[character] ??
      character,
  );

/** The path of one sitemap file. */
export const sitemapFilePath = (kind: SitemapKind, page: number) => `/sitemaps/${kind}-${page}.xml`;

/**
 * The kind and page of a sitemap file's name (`works-1.xml`), or null for any other name.
 *
 * @example
 * parseSitemapFile('episodes-2.xml'); //=> { kind: 'episodes', page: 2 }
 * parseSitemapFile('works-0.xml'); //=> null
 */
export function parseSitemapFile(name: string): { kind: SitemapKind; page: number } | null {
  const match = /^([a-z]+)-([1-9][0-9]{0,5})\.xml$/.exec(name);
  const kind = SITEMAP_KINDS.find((candidate) => candidate === match?.[1]);
  return kind && match ? { kind, page: Number(match[2]) } : null;
}

/** The file listing the site's own pages. */
export const SITE_PAGES_FILE = 'pages.xml';

/**
 * The site's own pages, which no catalog listing names: home and its other languages, the
 * sections of the header, search and the kana index.
 */
export const SITE_PAGES = [
  '/',
  languageGroupPath('en'),
  languageGroupPath('tw'),
  ...SITE_SECTIONS.map((section) => section.href),
  SEARCH_PATH,
  '/list/index',
] as const;

/** `/sitemaps/pages.xml`: the site's own pages (their contents change daily, not their URLs). */
export function sitePagesXml(origin: string): string {
  const entries = SITE_PAGES.map((path) => `<url><loc>${xmlText(origin + path)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${XMLNS}">\n${entries.join('\n')}\n</urlset>\n`;
}

/** `/sitemap.xml`: the site's pages, then every file of the catalog with its newest change. */
export function sitemapIndexXml(index: SitemapIndex, origin: string): string {
  const pages = `<sitemap><loc>${xmlText(`${origin}/sitemaps/${SITE_PAGES_FILE}`)}</loc></sitemap>`;
  const entries = index.files.map(
    (file) =>
      `<sitemap><loc>${xmlText(origin + sitemapFilePath(file.kind, file.page))}</loc>` +
      `<lastmod>${file.lastModified}</lastmod></sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${XMLNS}">\n${[pages, ...entries].join('\n')}\n</sitemapindex>\n`;
}

/** The page path of each entry of a sitemap file. */
function entryPaths(page: SitemapPage): { path: string; lastModified: string }[] {
  switch (page.kind) {
    case 'works':
      return page.items.map((item) => ({ path: workPath(item.code), ...item }));
    case 'episodes':
      return page.items.map((item) => ({ path: viewerPath(item.code), ...item }));
    case 'labels':
      return page.items.map((item) => ({ path: labelPath(item.code), ...item }));
    case 'authors':
      return page.items.map((item) => ({ path: authorPath(item.id), ...item }));
    case 'topics':
      return page.items.map((item) => ({ path: topicPath(item), ...item }));
  }
}

/** One sitemap file: the URL of every entry on the site's origin, with its last change. */
export function sitemapPageXml(page: SitemapPage, origin: string): string {
  const entries = entryPaths(page).map(
    ({ path, lastModified }) =>
      `<url><loc>${xmlText(origin + path)}</loc><lastmod>${lastModified}</lastmod></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${XMLNS}">\n${entries.join('\n')}\n</urlset>\n`;
}
