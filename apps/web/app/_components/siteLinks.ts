// Every link of the site is a plain <a>, rendered on the server and never hydrated: one
// listener on the window opens a page of the site with the router (a soft navigation, as
// next/link would), and one observer prefetches the pages of links near the viewport. These
// are the rules both follow.

/**
 * Paths the app answers with a route handler rather than a page (`app/**\/route.ts`): the
 * router cannot render them, so a link to one is left to the browser and never prefetched.
 * `siteLinks.test.ts` checks every route handler of the app is covered.
 */
const NOT_PAGES = /^\/(?:api|app|v3|sitemaps)\/|\/[^/]*\.[^/]*$/;

/** What the rules read of a location, a link's URL or the page's. */
interface Place {
  origin: string;
  pathname: string;
  search: string;
}

/** The path (with query and fragment) of a page of the site at `url`, or `null`. */
export function sitePage(url: URL, page: Place): string | null {
  if (url.origin !== page.origin || NOT_PAGES.test(url.pathname)) return null;
  return url.pathname + url.search + url.hash;
}

/** What the rules read of a click. */
interface Click {
  defaultPrevented: boolean;
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/** What the rules read of an anchor. */
interface Anchor {
  href: string;
  target: string;
  hasAttribute: (name: string) => boolean;
}

/**
 * The page of the site a click on `anchor` opens in this tab, or `null` where the browser
 * keeps the click: handled already, a modified or middle click (a new tab), another target, a
 * download, another site, a route handler, or a fragment of the page being read.
 *
 * @example
 * const path = linkNavigation(event, anchor, window.location); // '/ranking' or null
 */
export function linkNavigation(click: Click, anchor: Anchor, page: Place): string | null {
  if (click.defaultPrevented || click.button !== 0) return null;
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  if (anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, page.origin + page.pathname + page.search);
  const samePage = url.pathname === page.pathname && url.search === page.search;
  if (samePage && url.hash !== '') return null;
  return sitePage(url, page);
}

/** Whether a click on `anchor` leaves the page being read for another page of the site. */
export function opensAnotherPage(click: Click, anchor: Anchor, page: Place): boolean {
  const path = linkNavigation(click, anchor, page);
  return path !== null && path !== page.pathname + page.search;
}

/** What the prefetch rule reads of an anchor. */
interface PrefetchAnchor {
  href: string;
  closest: (selector: string) => unknown;
}

/** Marks a link, or every link inside an element, as not worth prefetching. */
export const NO_PREFETCH = { 'data-prefetch': 'false' } as const;

/**
 * Whether the page `anchor` leads to is worth prefetching: a page of the site other than the
 * one being read, and not marked {@link NO_PREFETCH} (the footer's fine print, other language
 * groups, signing in and out: each a page load of its own or seldom followed, where a prefetch
 * only costs a phone's processor and data).
 */
export function prefetchable(anchor: PrefetchAnchor, page: Place): boolean {
  const path = sitePage(new URL(anchor.href), page);
  if (path === null || path.split('#')[0] === page.pathname + page.search) return false;
  return anchor.closest('[data-prefetch="false"]') === null;
}
