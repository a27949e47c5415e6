import { describe, expect, it } from 'vitest';
import { returnsToPrevious, type SessionHistory } from './historyBack';

const ORIGIN = 'https://comic.example';
const WORK = '/detail/CW_000001_S';

/** Session history of `urls`, the current entry at `index`. */
const history = (urls: (string | null)[], index = urls.length - 1): SessionHistory => ({
  currentEntry: { index },
  entries: () => urls.map((url) => ({ url })),
});

describe('returnsToPrevious', () => {
  it("goes back when the entry before is the work's page, whatever its query", () => {
    const viewer = `${ORIGIN}/viewer/CW_000001_0001_E`;
    expect(returnsToPrevious(history([`${ORIGIN}${WORK}`, viewer]), WORK, ORIGIN)).toBe(true);
    expect(
      returnsToPrevious(history([`${ORIGIN}${WORK}?episodeType=latest#x`, viewer]), WORK, ORIGIN),
    ).toBe(true);
    // Forward entries after the current one do not matter.
    expect(
      returnsToPrevious(history([`${ORIGIN}${WORK}`, viewer, `${ORIGIN}/`], 1), WORK, ORIGIN),
    ).toBe(true);
  });

  it('opens the work page afresh when the reader arrived from elsewhere', () => {
    const viewer = `${ORIGIN}/viewer/CW_000001_0002_E`;
    for (const previous of [
      `${ORIGIN}/`,
      `${ORIGIN}/viewer/CW_000001_0001_E`,
      `${ORIGIN}/detail/CW_000002_S`,
      `${ORIGIN}/detail/CW_000001_S/episodes`,
      `https://elsewhere.example${WORK}`,
      null,
    ]) {
      expect(returnsToPrevious(history([previous, viewer]), WORK, ORIGIN), String(previous)).toBe(
        false,
      );
    }
  });

  it('opens it afresh on the first entry and without the Navigation API', () => {
    expect(returnsToPrevious(history([`${ORIGIN}/viewer/x`]), WORK, ORIGIN)).toBe(false);
    expect(returnsToPrevious(undefined, WORK, ORIGIN)).toBe(false);
    expect(returnsToPrevious({ currentEntry: null, entries: () => [] }, WORK, ORIGIN)).toBe(false);
  });
});
