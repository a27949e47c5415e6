import { languageGroupOfPath, languageGroupPath } from '@cw/paths';

/**
 * The path, below the site or a language group, of the page that draws that frame's not-found
 * page as a page (app/(site)/not-found, app/{group}/not-found): answered with 404 whenever
 * asked for, by serve.ts.
 */
const NOT_FOUND_PAGE = '/not-found';

/**
 * The not-found page in the frame `pathname` belongs to: the Japanese site's, or its language
 * group's.
 *
 * @example
 * notFoundPagePath('/en/contents/detail/CW_999999_S'); //=> '/en/not-found'
 * notFoundPagePath('/detail/CW_999999_S'); //=> '/not-found'
 */
export function notFoundPagePath(pathname: string): string {
  const group = languageGroupOfPath(pathname);
  return group ? `${languageGroupPath(group)}${NOT_FOUND_PAGE}` : NOT_FOUND_PAGE;
}

/**
 * Whether `pathname` is one of the not-found pages themselves.
 *
 * @example
 * isNotFoundPage('/tw/not-found'); //=> true
 */
export function isNotFoundPage(pathname: string): boolean {
  return notFoundPagePath(pathname) === pathname;
}

/**
 * Whether `html` is the empty document Next.js answers when a page calls `notFound()`: its not-found
 * page is then drawn by the browser only (vercel/next.js#62228), so serve.ts sends the frame's
 * not-found page, drawn on the server, instead.
 *
 * @example
 * isEmptyErrorDocument('<!DOCTYPE html><html id="__next_error__"><head>…'); //=> true
 */
export function isEmptyErrorDocument(html: string): boolean {
  return /^<!DOCTYPE html><html id="__next_error__">/i.test(html);
}
