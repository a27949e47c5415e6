import { createHash } from 'node:crypto';

/** One attribute of a start tag: a name, and a quoted or bare value if it has one. */
const ATTRIBUTE = String.raw`\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>\x60]+))?`;
const ATTRIBUTE_PARTS = /\s+([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/**
 * A whole script element (its text runs to the first `</script`, as the HTML parser reads it),
 * or a `<link>` tag. Script elements are consumed whole, so nothing in a script's text is ever
 * taken for a tag.
 */
const SCRIPT_OR_LINK = new RegExp(
  String.raw`(<script(?:${ATTRIBUTE})*\s*>)([\s\S]*?)</script(?=[\s/>])|<link((?:${ATTRIBUTE})*)\s*/?>`,
  'gi',
);

/** `type`s of a script element the browser runs, or checks against `script-src`. */
const RUN_TYPES = new Set([
  '',
  'module',
  'importmap',
  'speculationrules',
  'text/javascript',
  'application/javascript',
  'application/x-javascript',
  'text/ecmascript',
  'application/ecmascript',
  'text/jscript',
]);

/** The few character references React writes in attribute values. */
const decodeAttribute = (value: string) =>
  value
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

function attributesOf(source: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const [, name = '', double, single, bare] of source.matchAll(ATTRIBUTE_PARTS)) {
    const key = name.toLowerCase();
    if (!attributes.has(key)) attributes.set(key, decodeAttribute(double ?? single ?? bare ?? ''));
  }
  return attributes;
}

/** The hash source of an inline script's text, as the browser computes it (CR LF read as LF). */
export function inlineScriptHash(text: string): string {
  const normalized = text.replace(/\r\n?/g, '\n');
  return `'sha256-${createHash('sha256').update(normalized, 'utf8').digest('base64')}'`;
}

/** The root-relative path of a URL of the site's build output (`/_next/static/…`), else null. */
function staticPath(url: string | undefined): string | null {
  if (!url?.startsWith('/_next/static/')) return null;
  return url.replace(/[?#].*$/, '');
}

const withIntegrity = (tag: string, integrity: string) =>
  tag.replace(/\s*\/?>$/, (end) => ` integrity="${integrity}"${end}`);

/** Whether a `<link>` loads a script or a stylesheet, which is what `integrity` applies to. */
function linksSubresource(attributes: Map<string, string>): boolean {
  const rel = (attributes.get('rel') ?? '').toLowerCase().split(/\s+/);
  if (rel.includes('stylesheet') || rel.includes('modulepreload')) return true;
  const as = (attributes.get('as') ?? '').toLowerCase();
  return rel.includes('preload') && (as === 'script' || as === 'style');
}

/**
 * What the site's server does to every HTML page before it leaves: the hash of each inline
 * script the browser would run (for the page's `script-src`, in order, each once), and the page
 * with `integrity` on every script, script preload and stylesheet of the build output
 * (`/_next/static/…`) that has none, from `integrityOf` (the digests of the files served).
 * Data blocks (`application/ld+json`) are not scripts and get no hash.
 *
 * ```
 * <script src="/_next/static/chunks/a.js" async="">     → + integrity="sha384-…"
 * <link rel="stylesheet" href="/_next/static/c.css"/>    → + integrity="sha384-…"
 * <script>self.__next_f.push([1,"…"])</script>           → 'sha256-…' in inlineScriptHashes
 * <script type="application/ld+json">{…}</script>        → left alone
 * ```
 *
 * @example
 * pageScripts('<script>a()</script><script src="/_next/static/x.js"></script>', () => 'sha384-X');
 * //=> { html: '<script>a()</script><script src="/_next/static/x.js" integrity="sha384-X"></script>',
 * //     inlineScriptHashes: ["'sha256-…'"] }
 */
export function pageScripts(
  html: string,
  integrityOf: (path: string) => string | undefined,
): { html: string; inlineScriptHashes: string[] } {
  const hashes = new Set<string>();
  const rewritten = html.replace(
    SCRIPT_OR_LINK,
    (element, startTag?: string, text?: string, linkAttributes?: string) => {
      if (startTag !== undefined) {
        const attributes = attributesOf(startTag.slice('<script'.length, -1));
        const src = attributes.get('src');
        if (src === undefined) {
          const type = (attributes.get('type') ?? '').trim().toLowerCase();
          if (RUN_TYPES.has(type)) hashes.add(inlineScriptHash(text ?? ''));
          return element;
        }
        const path = staticPath(src);
        const integrity = path && !attributes.has('integrity') ? integrityOf(path) : undefined;
        if (!integrity) return element;
        return `${withIntegrity(startTag, integrity)}${element.slice(startTag.length)}`;
      }
      const attributes = attributesOf(linkAttributes ?? '');
      const path = staticPath(attributes.get('href'));
      if (!path || attributes.has('integrity') || !linksSubresource(attributes)) return element;
      const integrity = integrityOf(path);
      return integrity ? withIntegrity(element, integrity) : element;
    },
  );
  return { html: rewritten, inlineScriptHashes: [...hashes] };
}
