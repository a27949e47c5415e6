import { describe, expect, it } from 'vitest';
import { readPageParam, resumePage } from './pagePosition';

describe('readPageParam', () => {
  it('reads a positive decimal integer', () => {
    expect(readPageParam('1')).toBe(1);
    expect(readPageParam('12')).toBe(12);
    expect(readPageParam('007')).toBe(7);
    expect(readPageParam('999')).toBe(999);
  });

  it('is null for absent or invalid values', () => {
    for (const value of [
      null,
      undefined,
      '',
      '0',
      '-1',
      '2.5',
      '1e2',
      '0x10',
      ' 3',
      '3 ',
      '3abc',
      'abc',
      '+3',
    ]) {
      expect(readPageParam(value)).toBeNull();
    }
  });

  it('takes the first value of a repeated parameter', () => {
    expect(readPageParam(['4', '9'])).toBe(4);
    expect(readPageParam([])).toBeNull();
  });
});

describe('resumePage', () => {
  const pageCount = 24;

  it('prefers the URL over history and local storage', () => {
    expect(resumePage({ urlPage: 5, historyPage: 12, localPage: 3, pageCount })).toEqual({
      page: 5,
      source: 'url',
    });
  });

  it('prefers the signed-in history over local storage', () => {
    expect(resumePage({ urlPage: null, historyPage: 12, localPage: 3, pageCount })).toEqual({
      page: 12,
      source: 'history',
    });
  });

  it('uses local storage when there is no URL page or history', () => {
    expect(resumePage({ localPage: 3, pageCount })).toEqual({ page: 3, source: 'local' });
  });

  it('starts at page 1 without any source', () => {
    expect(resumePage({ pageCount })).toEqual({ page: 1, source: 'default' });
  });

  it('skips sources that are not positive integers', () => {
    expect(resumePage({ urlPage: 0, historyPage: Number.NaN, localPage: 2.5, pageCount })).toEqual({
      page: 1,
      source: 'default',
    });
    expect(resumePage({ urlPage: -1, historyPage: 7, pageCount })).toEqual({
      page: 7,
      source: 'history',
    });
  });

  it('falls through to history when the URL page is invalid', () => {
    const urlPage = readPageParam('abc');
    expect(resumePage({ urlPage, historyPage: 7, pageCount })).toEqual({
      page: 7,
      source: 'history',
    });
  });

  it('clamps a page past the end (the episode got shorter) to the last page', () => {
    expect(resumePage({ historyPage: 40, pageCount })).toEqual({ page: 24, source: 'history' });
  });
});
