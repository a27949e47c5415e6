import { languageGroupOfPath } from '@cw/paths';

/**
 * The `lang` of a page by its path: a language group's (`/en`, `/jp`, `/tw` and below; spec
 * section 2), or null for the Japanese site, whose root layout says `ja` already. The site has
 * one root layout (so that every 404 and error page is the site's own), and serve.ts sets this
 * on the `<html>` of a group's page as it serves it.
 *
 * @example
 * documentLang('/en/contents/detail/CW_000001_S'); //=> 'en'
 * documentLang('/entry'); //=> null
 */
export function documentLang(pathname: string): string | null {
  const group = languageGroupOfPath(pathname);
  if (group === 'en') return 'en';
  if (group === 'tw') return 'zh-Hant-TW';
  return null;
}

/** `html` with its `<html>` element's `lang` set to `lang`. */
export function withDocumentLang(html: string, lang: string): string {
  return html.replace(/<html lang="[^"]*"/, `<html lang="${lang}"`);
}
