import type { SitemapPage } from '@cw/contract/schemas';
import { describe, expect, it } from 'vitest';
import {
  parseSitemapFile,
  SITE_PAGES,
  sitemapFilePath,
  sitemapIndexXml,
  sitemapPageXml,
  sitePagesXml,
} from './sitemapXml';

const ORIGIN = 'https://comic.example';

describe('sitemap files', () => {
  it('names each file by kind and page, and reads back only those names', () => {
    expect(sitemapFilePath('episodes', 2)).toBe('/sitemaps/episodes-2.xml');
    expect(parseSitemapFile('episodes-2.xml')).toEqual({ kind: 'episodes', page: 2 });
    for (const name of ['works-0.xml', 'works-01.xml', 'users-1.xml', 'works-1.txt', 'works.xml']) {
      expect(parseSitemapFile(name)).toBeNull();
    }
  });

  it('makes an index of every file with its last change, on the site origin', () => {
    const xml = sitemapIndexXml(
      {
        files: [
          { kind: 'works', page: 1, count: 3, lastModified: '2026-11-20T01:00:00.000Z' },
          { kind: 'works', page: 2, count: 1, lastModified: '2026-11-21T01:00:00.000Z' },
        ],
      },
      ORIGIN,
    );
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns=/);
    expect(xml).toContain(
      '<sitemap><loc>https://comic.example/sitemaps/works-2.xml</loc><lastmod>2026-11-21T01:00:00.000Z</lastmod></sitemap>',
    );
    // The site's own pages first, then the catalog's files.
    expect(xml).toContain('<sitemap><loc>https://comic.example/sitemaps/pages.xml</loc></sitemap>');
    expect(xml.match(/<sitemap>/g)).toHaveLength(3);
  });

  it("lists the site's own pages: home, its other languages, the sections, search", () => {
    const xml = sitePagesXml(ORIGIN);
    const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(listed).toEqual(SITE_PAGES.map((path) => `${ORIGIN}${path}`));
    for (const path of ['/', '/en', '/tw', '/ranking', '/new', '/label', '/topics', '/search']) {
      expect(listed, path).toContain(`${ORIGIN}${path}`);
    }
  });

  it('lists each entry at its page path, escaped as XML', () => {
    const lastModified = '2026-11-20T01:00:00.000Z';
    const pages: [SitemapPage, string][] = [
      [{ kind: 'works', page: 1, items: [{ code: 'CW_1&2', lastModified }] }, '/detail/CW_1%262'],
      [{ kind: 'episodes', page: 1, items: [{ code: 'CW_1_E', lastModified }] }, '/viewer/CW_1_E'],
      [
        { kind: 'labels', page: 1, items: [{ code: 'hoshizora', lastModified }] },
        '/label/hoshizora',
      ],
      [{ kind: 'authors', page: 1, items: [{ id: 12, lastModified }] }, '/search/author/12'],
      [
        { kind: 'topics', page: 1, items: [{ id: 7, kind: 'feature', lastModified }] },
        '/topics/features/7',
      ],
    ];
    for (const [page, path] of pages) {
      expect(sitemapPageXml(page, ORIGIN)).toContain(
        `<url><loc>${ORIGIN}${path}</loc><lastmod>${lastModified}</lastmod></url>`,
      );
    }
  });
});
