/**
 * Alternative text of a page image: the episode title and the page number.
 *
 * @example
 * pageAltText('第1話 はじまり', 3); //=> '第1話 はじまり 3ページ'
 */
export function pageAltText(title: string, pageNumber: number): string {
  return `${title} ${pageNumber}ページ`;
}

/**
 * Text of the page counter and of the polite live region announcing a page turn. Pages are
 * one-based, in reading order; a spread reads "3〜4" ("3 から 4" to a Japanese screen reader),
 * and the end-of-episode panel gets its own words.
 *
 * @example
 * pageAnnouncement({ pages: [3], pageCount: 24 }); //=> '3 / 24ページ'
 */
export function pageAnnouncement({
  pages,
  pageCount,
}: {
  /** One-based page numbers on screen; empty for the end-of-episode panel. */
  readonly pages: readonly number[];
  readonly pageCount: number;
}): string {
  if (pages.length === 0) return 'この話はここまでです';
  const first = Math.min(...pages);
  const last = Math.max(...pages);
  const shown = first === last ? `${first}` : `${first}〜${last}`;
  return `${shown} / ${pageCount}ページ`;
}
