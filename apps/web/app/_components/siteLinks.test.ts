import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { linkNavigation, opensAnotherPage, prefetchable, sitePage } from './siteLinks';

const page = { origin: 'https://comic.example', pathname: '/ranking', search: '?genre=1' };
const click = {
  defaultPrevented: false,
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
};
const anchor = (href: string, attributes: Record<string, string> = {}) => ({
  href: new URL(href, page.origin).href,
  target: attributes.target ?? '',
  hasAttribute: (name: string) => name in attributes,
});

describe('linkNavigation', () => {
  it('opens a page of the site with the router, query and fragment kept', () => {
    expect(linkNavigation(click, anchor('/detail/CW_000001_S'), page)).toBe('/detail/CW_000001_S');
    expect(linkNavigation(click, anchor('/search/tag/3?page=2#list'), page)).toBe(
      '/search/tag/3?page=2#list',
    );
    // The page being read, again (as next/link does), and a group's page.
    expect(linkNavigation(click, anchor('/ranking?genre=1'), page)).toBe('/ranking?genre=1');
    expect(linkNavigation(click, anchor('/en'), page)).toBe('/en');
  });

  it('leaves to the browser what is not a plain click in this tab', () => {
    const link = anchor('/new');
    expect(linkNavigation({ ...click, defaultPrevented: true }, link, page)).toBeNull();
    expect(linkNavigation({ ...click, button: 1 }, link, page)).toBeNull();
    for (const key of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey']) {
      expect(linkNavigation({ ...click, [key]: true }, link, page)).toBeNull();
    }
    expect(linkNavigation(click, anchor('/new', { target: '_blank' }), page)).toBeNull();
    expect(linkNavigation(click, anchor('/new', { target: '_self' }), page)).toBe('/new');
    expect(linkNavigation(click, anchor('/new', { download: '' }), page)).toBeNull();
  });

  it('leaves other sites, route handlers and fragments of this page to the browser', () => {
    expect(linkNavigation(click, anchor('https://store.example/book'), page)).toBeNull();
    expect(linkNavigation(click, anchor('http://comic.example/new'), page)).toBeNull();
    expect(linkNavigation(click, anchor('/api/auth/signin'), page)).toBeNull();
    expect(linkNavigation(click, anchor('/app/redirect?path=/new'), page)).toBeNull();
    expect(linkNavigation(click, anchor('/sitemap.xml'), page)).toBeNull();
    expect(linkNavigation(click, anchor('/ranking?genre=1#top'), page)).toBeNull();
  });

  it('starts the progress bar only for another page', () => {
    expect(opensAnotherPage(click, anchor('/new'), page)).toBe(true);
    expect(opensAnotherPage(click, anchor('/ranking?genre=1'), page)).toBe(false);
    expect(opensAnotherPage(click, anchor('/ranking'), page)).toBe(true);
  });
});

describe('prefetchable', () => {
  const link = (href: string, marked = false) => ({
    href: new URL(href, page.origin).href,
    closest: (selector: string) => (marked && selector === '[data-prefetch="false"]' ? {} : null),
  });

  it('prefetches another page of the site', () => {
    expect(prefetchable(link('/new'), page)).toBe(true);
    expect(prefetchable(link('/ranking'), page)).toBe(true);
  });

  it('skips the page being read, what is marked, route handlers and other sites', () => {
    expect(prefetchable(link('/ranking?genre=1'), page)).toBe(false);
    expect(prefetchable(link('/ranking?genre=1#list'), page)).toBe(false);
    expect(prefetchable(link('/terms', true), page)).toBe(false);
    expect(prefetchable(link('/api/auth/signin'), page)).toBe(false);
    expect(prefetchable(link('https://store.example/'), page)).toBe(false);
  });
});

describe('sitePage', () => {
  /** Every route handler of the app, as a path with its dynamic segments filled in. */
  function routeHandlers(dir: string): string[] {
    return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return routeHandlers(path);
      if (!/^route\.tsx?$/.test(entry.name)) return [];
      const segments = relative(join(__dirname, '..'), dir)
        .split(sep)
        .filter((segment) => !/^\(.*\)$/.test(segment))
        .map((segment) => segment.replace(/^\[+\.*([^\]]+)\]+$/, 'x-$1'));
      return [`/${segments.join('/')}`];
    });
  }

  it('knows no route handler of the app as a page', () => {
    const handlers = routeHandlers(join(__dirname, '..'));
    expect(handlers).toContain('/sitemap.xml');
    for (const handler of handlers) {
      expect(sitePage(new URL(handler, page.origin), page), handler).toBeNull();
    }
  });
});
