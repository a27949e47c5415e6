import { describe, expect, it } from 'vitest';
import { pageHref, pageWindow } from './pagination';

describe('pageWindow', () => {
  it('lists every page when they fit', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps the first and the last page around the current ones', () => {
    expect(pageWindow(10, 20, 5)).toEqual([
      1,
      'start-ellipsis',
      8,
      9,
      10,
      11,
      12,
      'end-ellipsis',
      20,
    ]);
    expect(pageWindow(6, 20, 3)).toEqual([1, 'start-ellipsis', 5, 6, 7, 'end-ellipsis', 20]);
  });

  it('slides the window inside the pages at either end', () => {
    expect(pageWindow(1, 20, 5)).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 20]);
    expect(pageWindow(20, 20, 5)).toEqual([1, 'start-ellipsis', 16, 17, 18, 19, 20]);
    expect(pageWindow(19, 20, 3)).toEqual([1, 'start-ellipsis', 18, 19, 20]);
  });

  it('shows a single left-out page instead of an ellipsis', () => {
    expect(pageWindow(4, 20, 3)).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 20]);
    expect(pageWindow(17, 20, 3)).toEqual([1, 'start-ellipsis', 16, 17, 18, 19, 20]);
  });

  it('centres an even window one page towards the end', () => {
    expect(pageWindow(10, 20, 4)).toEqual([1, 'start-ellipsis', 9, 10, 11, 12, 'end-ellipsis', 20]);
  });

  it('clamps the current page and the size', () => {
    expect(pageWindow(0, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(99, 10, 3)).toEqual([1, 'start-ellipsis', 8, 9, 10]);
    expect(pageWindow(Number.NaN, 2)).toEqual([1, 2]);
    expect(pageWindow(5, 10, 0)).toEqual([1, 'start-ellipsis', 5, 'end-ellipsis', 10]);
  });

  it('has no pages for no page count', () => {
    expect(pageWindow(1, 0)).toEqual([]);
    expect(pageWindow(1, Number.NaN)).toEqual([]);
  });

  it('always includes the current, first and last page, in order, without repeats', () => {
    for (let total = 1; total <= 30; total += 1) {
      for (let current = 1; current <= total; current += 1) {
        for (const size of [1, 3, 5, 7]) {
          const numbers = pageWindow(current, total, size).filter(
            (item): item is number => typeof item === 'number',
          );
          expect(numbers).toContain(current);
          expect(numbers[0]).toBe(1);
          expect(numbers.at(-1)).toBe(total);
          expect(numbers).toEqual([...new Set(numbers)].sort((a, b) => a - b));
        }
      }
    }
  });
});

describe('pageHref', () => {
  it('sets the page and keeps path, other parameters and fragment', () => {
    expect(pageHref('/search/genre/3?sort=new#works', 2)).toBe(
      '/search/genre/3?sort=new&page=2#works',
    );
    expect(pageHref('/ranking?page=2&genre=all', 5)).toBe('/ranking?page=5&genre=all');
  });

  it('drops the parameter for page 1', () => {
    expect(pageHref('/ranking?page=4', 1)).toBe('/ranking');
    expect(pageHref('/search?q=a&page=4', 1)).toBe('/search?q=a');
  });

  it('encodes Japanese query text', () => {
    expect(pageHref('/search?q=魔女', 3)).toBe('/search?q=%E9%AD%94%E5%A5%B3&page=3');
  });

  it('keeps an absolute URL absolute', () => {
    expect(pageHref('https://comic.example/new?x=1', 2)).toBe(
      'https://comic.example/new?x=1&page=2',
    );
  });
});
