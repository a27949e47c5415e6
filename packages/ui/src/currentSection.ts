/** The path part of a URL path: no query, no fragment, no trailing slash (except the root). */
function pathOnly(value: string): string {
  const path = value.split(/[?#]/, 1)[0] ?? '';
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

/**
 * Whether the page at `path` belongs to the site section at `href`: the path is the section's
 * own page or lies under it (`/ranking/3` is in `/ranking`, `/rankings` is not). The root `/`
 * is current on the home page only, or every page would be in it. Queries, fragments and a
 * trailing slash are ignored; an `href` that is not a root-relative path is never current.
 *
 * @example
 * isCurrentSection('/ranking/3', '/ranking'); // true
 * isCurrentSection('/ranking', '/'); // false
 */
export function isCurrentSection(path: string, href: string): boolean {
  if (!href.startsWith('/') || href.startsWith('//')) return false;
  const section = pathOnly(href);
  const page = pathOnly(path);
  if (section === '/') return page === '/';
  return page === section || page.startsWith(`${section}/`);
}

/**
 * Of the sections at `hrefs`, the one the page at `path` belongs to: the longest match, so a
 * nested section (`/search/genre`) wins over its parent (`/search`); `undefined` when none.
 *
 * @example
 * currentSectionHref('/search/genre/2', ['/ranking', '/search', '/search/genre']); // '/search/genre'
 */
export function currentSectionHref(path: string, hrefs: readonly string[]): string | undefined {
  let current: string | undefined;
  for (const href of hrefs) {
    if (!isCurrentSection(path, href)) continue;
    if (current === undefined || pathOnly(href).length > pathOnly(current).length) current = href;
  }
  return current;
}
