/** Query parameter of the page number, as the API's list endpoints name it. */
export const PAGE_PARAM = 'page';

/** One place of a numbered pager: a page number, or a gap before or after the current pages. */
export type PageWindowItem = number | 'start-ellipsis' | 'end-ellipsis';

/**
 * The pages a numbered pager shows: `size` consecutive pages around `current` (kept inside
 * 1…`totalPages`), plus the first and the last page, with an ellipsis where pages are left
 * out. A gap of a single page shows that page instead of an ellipsis, which would take as much
 * room. `current` outside 1…`totalPages` is clamped; no pages give `[]`.
 *
 * ```
 * pageWindow(6, 20, 3): 1 … 5 [6] 7 … 20
 * pageWindow(4, 20, 3): 1 2 3 [4] 5 … 20    (page 2 instead of a one-page gap)
 * ```
 *
 * @example
 * pageWindow(10, 20, 5); //=> [1, 'start-ellipsis', 8, 9, 10, 11, 12, 'end-ellipsis', 20]
 */
export function pageWindow(current: number, totalPages: number, size = 5): PageWindowItem[] {
  const last = Math.floor(totalPages);
  if (!(last >= 1)) return [];
  const page = Math.min(Math.max(Math.round(current) || 1, 1), last);
  const span = Math.min(Math.max(Math.floor(size), 1), last);
  let start = page - Math.floor((span - 1) / 2);
  start = Math.min(Math.max(start, 1), last - span + 1);
  const end = start + span - 1;

  const items: PageWindowItem[] = [];
  if (start > 1) {
    items.push(1);
    if (start === 3) items.push(2);
    else if (start > 3) items.push('start-ellipsis');
  }
  for (let number = start; number <= end; number += 1) items.push(number);
  if (end < last) {
    if (end === last - 2) items.push(last - 1);
    else if (end < last - 2) items.push('end-ellipsis');
    items.push(last);
  }
  return items;
}

/**
 * The URL of page `page` of a list at `baseHref`, keeping its path, other query parameters
 * and fragment. Page 1 drops the parameter, so the first page has one URL. A root-relative
 * `baseHref` gives a root-relative URL; an absolute one stays absolute.
 *
 * @example
 * pageHref('/search?q=魔女&sort=new', 3); //=> '/search?q=%E9%AD%94%E5%A5%B3&sort=new&page=3'
 * pageHref('/ranking?page=4', 1); //=> '/ranking'
 */
export function pageHref(baseHref: string, page: number): string {
  const isAbsolute = /^[a-z][a-z\d+.-]*:/i.test(baseHref);
  const url = new URL(baseHref, 'http://relative.invalid');
  if (page > 1) url.searchParams.set(PAGE_PARAM, String(Math.floor(page)));
  else url.searchParams.delete(PAGE_PARAM);
  const search = url.searchParams.size > 0 ? `?${url.searchParams}` : '';
  const path = `${url.pathname}${search}${url.hash}`;
  return isAbsolute ? `${url.origin}${path}` : path;
}
