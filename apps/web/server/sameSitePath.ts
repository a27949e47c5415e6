/**
 * The same-site address `path` names, as an absolute path with its query and fragment,
 * normalised and percent-encoded (safe in a `Location` header); `/` when it names another site
 * or is no URL at all. Browsers forgive `//host`, `/\host` and `/\t/host` as other hosts, so
 * the target is resolved the way a browser would and judged by its origin; and as resolving
 * removes dot segments (`/.//host`, `/x/..//host` become `//host`), a result that a browser
 * would itself read as another host is refused too.
 *
 * @example
 * sameSitePath('/detail/CW_000001_S?x=1', 'https://comic.example'); //=> '/detail/CW_000001_S?x=1'
 * sameSitePath('/%09/evil.example', 'https://comic.example'); //=> '/'
 * sameSitePath('/.//evil.example', 'https://comic.example'); //=> '/'
 */
export function sameSitePath(path: string, siteOrigin: string): string {
  let target: URL;
  try {
    target = new URL(path, siteOrigin);
  } catch {
    return '/';
  }
  if (target.origin !== new URL(siteOrigin).origin) return '/';
  const location = `${target.pathname}${target.search}${target.hash}`;
  // The path resolved, the way a browser would read it as a Location.
  return new URL(location, siteOrigin).origin === target.origin ? location : '/';
}
