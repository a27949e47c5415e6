import { describe, expect, it } from 'vitest';
import { mostVisiblePage, verticalVisibleRange } from './verticalPosition';

describe('verticalVisibleRange', () => {
  it('spans the pages showing at least a pixel', () => {
    expect(
      verticalVisibleRange(
        new Map([
          [6, 0],
          [5, 600],
          [4, 120],
        ]),
      ),
    ).toEqual({ first: 4, last: 5 });
  });

  it('is null when nothing shows', () => {
    expect(verticalVisibleRange(new Map())).toBeNull();
    expect(verticalVisibleRange(new Map([[3, 0]]))).toBeNull();
  });
});

describe('mostVisiblePage', () => {
  it('picks the page taking most of the screen', () => {
    expect(
      mostVisiblePage(
        new Map([
          [4, 120],
          [5, 600],
          [6, 80],
        ]),
      ),
    ).toBe(5);
  });

  it('picks the earlier page on a tie, whatever the order', () => {
    expect(
      mostVisiblePage(
        new Map([
          [8, 300],
          [7, 300],
        ]),
      ),
    ).toBe(7);
  });

  it('is null when nothing shows', () => {
    expect(mostVisiblePage(new Map([[2, 0]]))).toBeNull();
  });
});
