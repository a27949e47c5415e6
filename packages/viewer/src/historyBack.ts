/** As much of the Navigation API's session history (`window.navigation`) as the rule reads. */
export interface SessionHistory {
  readonly currentEntry: { readonly index: number } | null;
  entries(): readonly { readonly url: string | null }[];
}

/**
 * Whether a link to `href` may go back in history instead of opening `href` afresh: the entry
 * just before the current one is that page (its path; any query, as the work page's tab). Back
 * then shows it as the reader left it (list open, range, tab, scroll). False without the
 * Navigation API, for the first entry, and when the entry before is any other page.
 *
 * @example
 * // Came from /detail/CW_000001_S?episodeType=first to the viewer:
 * returnsToPrevious(window.navigation, '/detail/CW_000001_S', location.origin); //=> true
 */
export function returnsToPrevious(
  history: SessionHistory | undefined,
  href: string,
  origin: string,
): boolean {
  const index = history?.currentEntry?.index ?? -1;
  if (!history || index < 1) return false;
  const previous = history.entries()[index - 1]?.url;
  if (!previous) return false;
  const target = new URL(href, origin);
  const entry = new URL(previous);
  return entry.origin === target.origin && entry.pathname === target.pathname;
}
