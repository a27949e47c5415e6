import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHash, pageScripts } from './pageScripts';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const noIntegrity = () => undefined;

describe('inlineScriptHash', () => {
  it('is the CSP hash source of the text, read as the HTML parser reads it', () => {
    expect(inlineScriptHash('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
    expect(inlineScriptHash('a();\r\nb();\rc()')).toBe(sha256('a();\nb();\nc()'));
    expect(inlineScriptHash('window.t="ホーム"')).toBe(sha256('window.t="ホーム"'));
  });
});

describe('pageScripts', () => {
  it('hashes every inline script the browser runs, each once, in order', () => {
    const html = [
      '<!DOCTYPE html><html><head>',
      '<script>window.__cwSession=fetch("/api/auth/session")</script>',
      '<script id="_R_">(globalThis.TURBOPACK||[]).push({})</script>',
      '<SCRIPT type="module">import("/a.js")</SCRIPT >',
      '<script data-note="a>b">x()</script>',
      '</head><body>',
      '<script>self.__next_f.push([1,"\\u003cscript\\u003e"])</script>',
      '<script>window.__cwSession=fetch("/api/auth/session")</script>',
      '</body></html>',
    ].join('');
    expect(pageScripts(html, noIntegrity).inlineScriptHashes).toEqual([
      sha256('window.__cwSession=fetch("/api/auth/session")'),
      sha256('(globalThis.TURBOPACK||[]).push({})'),
      sha256('import("/a.js")'),
      sha256('x()'),
      sha256('self.__next_f.push([1,"\\u003cscript\\u003e"])'),
    ]);
  });

  it('gives data blocks and scripts with a src no hash', () => {
    const html =
      '<script type="application/ld+json">{"@type":"Book"}</script>' +
      '<script src="https://cdn.example/a.js"></script>' +
      '<script src="/_next/static/chunks/a.js" async="">ignored()</script>';
    expect(pageScripts(html, noIntegrity).inlineScriptHashes).toEqual([]);
  });

  it('reads a script to its end tag, never taking what its text holds for a tag', () => {
    const html =
      '<script>var s="<link rel=\\"stylesheet\\" href=\\"/_next/static/x.css\\">";</script>';
    const page = pageScripts(html, () => 'sha384-X');
    expect(page.html).toBe(html);
    expect(page.inlineScriptHashes).toEqual([
      sha256('var s="<link rel=\\"stylesheet\\" href=\\"/_next/static/x.css\\">";'),
    ]);
  });

  it('adds integrity to the build output’s scripts, script preloads and stylesheets', () => {
    const integrityOf = (path: string) =>
      ({
        '/_next/static/chunks/a.js': 'sha384-A',
        '/_next/static/chunks/b.js': 'sha384-B',
        '/_next/static/chunks/c.css': 'sha384-C',
      })[path];
    const html = [
      '<link rel="stylesheet" href="/_next/static/chunks/c.css" data-precedence="next"/>',
      '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js"/>',
      '<script src="/_next/static/chunks/a.js" async=""></script>',
      '<script src="/_next/static/chunks/b.js?dpl=1&amp;x=2" noModule=""></script>',
      '<link rel="modulepreload" href="/_next/static/chunks/b.js">',
    ].join('');
    expect(pageScripts(html, integrityOf).html).toBe(
      [
        '<link rel="stylesheet" href="/_next/static/chunks/c.css" data-precedence="next" integrity="sha384-C"/>',
        '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js" integrity="sha384-A"/>',
        '<script src="/_next/static/chunks/a.js" async="" integrity="sha384-A"></script>',
        '<script src="/_next/static/chunks/b.js?dpl=1&amp;x=2" noModule="" integrity="sha384-B"></script>',
        '<link rel="modulepreload" href="/_next/static/chunks/b.js" integrity="sha384-B">',
      ].join(''),
    );
  });

  it('leaves other links, other origins, unknown files and a given integrity alone', () => {
    const html = [
      '<link rel="canonical" href="/_next/static/chunks/a.js"/>',
      '<link rel="icon" href="/_next/static/media/icon.png"/>',
      '<link rel="preload" as="image" href="/_next/static/chunks/a.js"/>',
      '<script src="https://cdn.example/_next/static/chunks/a.js"></script>',
      '<script src="//cdn.example/_next/static/chunks/a.js"></script>',
      '<script src="/_next/static/chunks/unknown.js"></script>',
      '<script src="/_next/static/chunks/a.js" integrity="sha384-Theirs"></script>',
    ].join('');
    const integrityOf = (path: string) =>
      path === '/_next/static/chunks/a.js' ? 'sha384-A' : undefined;
    expect(pageScripts(html, integrityOf).html).toBe(html);
  });

  it('changes nothing but those attributes', () => {
    const html =
      '<!DOCTYPE html><html lang="ja"><head><meta charSet="utf-8"/><title>ホーム</title></head>' +
      '<body><p>&lt;script&gt;alert(1)&lt;/script&gt;</p><img src="/v3/media/a/w640.webp" alt=""/></body></html>';
    expect(pageScripts(html, () => 'sha384-X')).toEqual({ html, inlineScriptHashes: [] });
  });
});
