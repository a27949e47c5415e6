import { describe, expect, it } from 'vitest';
import { isEndPanel, turnPage } from './turnPage';

describe('turnPage', () => {
  it('moves one view forward and back', () => {
    expect(turnPage(2, 'next', 5)).toBe(3);
    expect(turnPage(2, 'previous', 5)).toBe(1);
  });

  it('opens the end panel after the last view and comes back from it', () => {
    expect(turnPage(4, 'next', 5)).toBe(5);
    expect(turnPage(5, 'next', 5)).toBe(5);
    expect(turnPage(5, 'previous', 5)).toBe(4);
  });

  it('stays on the first view when going back from it', () => {
    expect(turnPage(0, 'previous', 5)).toBe(0);
  });

  it('jumps to the first and last views, never to the end panel', () => {
    expect(turnPage(3, 'first', 5)).toBe(0);
    expect(turnPage(0, 'last', 5)).toBe(4);
    expect(turnPage(5, 'last', 5)).toBe(4);
  });

  it('clamps out-of-range positions before turning', () => {
    expect(turnPage(99, 'previous', 5)).toBe(4);
    expect(turnPage(-3, 'next', 5)).toBe(1);
    expect(turnPage(Number.NaN, 'next', 5)).toBe(1);
  });

  it('stays at 0 with no views', () => {
    expect(turnPage(0, 'next', 0)).toBe(0);
    expect(turnPage(0, 'last', 0)).toBe(0);
  });
});

describe('isEndPanel', () => {
  it('is true at and past the view count', () => {
    expect(isEndPanel(4, 5)).toBe(false);
    expect(isEndPanel(5, 5)).toBe(true);
  });
});
