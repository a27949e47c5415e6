import { describe, expect, it } from 'vitest';
import { currentSectionHref, isCurrentSection } from './currentSection';

describe('isCurrentSection', () => {
  it.each([
    ['/ranking', '/ranking'],
    ['/ranking/3', '/ranking'],
    ['/ranking/3/hourly', '/ranking'],
    ['/ranking/', '/ranking'],
    ['/ranking?period=hourly', '/ranking'],
    ['/ranking#top', '/ranking'],
    ['/ranking/3', '/ranking/'],
    ['/', '/'],
    ['/?ref=logo', '/'],
  ])('%s is in %s', (path, href) => {
    expect(isCurrentSection(path, href)).toBe(true);
  });

  it.each([
    ['/rankings', '/ranking'],
    ['/rank', '/ranking'],
    ['/new', '/ranking'],
    ['/ranking', '/'],
    ['/label/abc', '/'],
    ['/label', '/label/abc'],
    ['/search', 'https://example.com/search'],
    ['/search', '//example.com/search'],
    ['/search', 'search'],
  ])('%s is not in %s', (path, href) => {
    expect(isCurrentSection(path, href)).toBe(false);
  });
});

describe('currentSectionHref', () => {
  const hrefs = ['/', '/ranking', '/search', '/search/genre'];

  it('picks the section the page is in', () => {
    expect(currentSectionHref('/ranking/2', hrefs)).toBe('/ranking');
    expect(currentSectionHref('/', hrefs)).toBe('/');
  });

  it('prefers the longest, most specific section', () => {
    expect(currentSectionHref('/search/genre/2', hrefs)).toBe('/search/genre');
    expect(currentSectionHref('/search/genre/2', [...hrefs].reverse())).toBe('/search/genre');
    expect(currentSectionHref('/search/tag/1', hrefs)).toBe('/search');
  });

  it('is undefined outside every section', () => {
    expect(currentSectionHref('/terms', hrefs)).toBeUndefined();
    expect(currentSectionHref('/terms', [])).toBeUndefined();
  });
});
