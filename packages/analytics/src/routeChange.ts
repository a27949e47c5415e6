import { type AnalyticsEvent, ROUTE_CHANGED_EVENT } from './events';

/**
 * The two tracking parameters left out when comparing URLs (spec section 4):
 * - `_gl`, Google's cross-domain linker: the tag manager's Google tag reads it on landing and
 *   then removes it from the address bar, which must not count as a second view;
 * - `gclid`, the ad click id: unique per click, it says nothing about which page is read.
 * They stay in the `url` sent, so campaign attribution still sees them.
 */
export const TRACKING_PARAMETERS = ['_gl', 'gclid'] as const;

/**
 * The URL as page views compare it: origin and path, the query without the tracking
 * parameters and sorted (by name, then value), no fragment. Relative URLs resolve against
 * `base`; an unparsable URL compares as itself.
 *
 * @example
 * normalizeUrlForRouteChange('https://cw.example/ranking?b=2&gclid=x&a=1#top');
 * //=> 'https://cw.example/ranking?a=1&b=2'
 */
export function normalizeUrlForRouteChange(url: string, base = 'http://relative.invalid'): string {
  let parsed: URL;
  try {
    parsed = new URL(url, base);
  } catch {
    return url;
  }
  const kept = [...parsed.searchParams].filter(
    ([name]) => !(TRACKING_PARAMETERS as readonly string[]).includes(name),
  );
  kept.sort(([nameA, valueA], [nameB, valueB]) =>
    nameA === nameB ? compare(valueA, valueB) : compare(nameA, nameB),
  );
  const query = new URLSearchParams(kept).toString();
  return `${parsed.origin}${parsed.pathname}${query ? `?${query}` : ''}`;
}

// Code-unit order: the same on every machine, unlike localeCompare.
function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The last page view sent: its URL as sent and as compared. */
export interface RouteState {
  readonly url: string;
  readonly key: string;
}

/**
 * The page view of arriving at `url`: a `route-changed` event when the URL, normalised, differs
 * from the last one sent, carrying the previous URL, or the document's referrer for the first
 * view; null when it is the same page (a query reorder, a tracking parameter removed).
 *
 * @example
 * const first = routeChange(null, { url: 'https://cw.example/', documentReferrer: 'https://search.example/' });
 * first.event; //=> { event: 'route-changed', url: 'https://cw.example/', referrer: 'https://search.example/' }
 * routeChange(first.state, { url: 'https://cw.example/?gclid=1', documentReferrer: '' }).event; //=> null
 */
export function routeChange(
  previous: RouteState | null,
  { url, documentReferrer }: { url: string; documentReferrer: string },
): { state: RouteState; event: Extract<AnalyticsEvent, { event: 'route-changed' }> | null } {
  const key = normalizeUrlForRouteChange(url);
  if (previous !== null && previous.key === key) return { state: previous, event: null };
  return {
    state: { url, key },
    event: { event: ROUTE_CHANGED_EVENT, url, referrer: previous?.url ?? documentReferrer },
  };
}
