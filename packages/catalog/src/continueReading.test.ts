import { describe, expect, it } from 'vitest';
import { CONTINUE_READING_LIMIT, continueReadingEntries } from './continueReading';

/** A history line of `workId`'s episode `episodeId`, enough for the rule. */
const line = (workId: number, episodeId: number) => ({ work: { id: workId }, episodeId });

describe('continueReadingEntries', () => {
  it("keeps each work's latest line, in history order", () => {
    const history = [line(1, 14), line(2, 23), line(1, 13), line(3, 31), line(2, 22)];
    expect(continueReadingEntries(history).map((entry) => entry.episodeId)).toEqual([14, 23, 31]);
  });

  it('stops at the limit, counting works, not lines', () => {
    const history = [line(1, 14), line(1, 13), line(2, 23), line(3, 31)];
    expect(continueReadingEntries(history, 2).map((entry) => entry.episodeId)).toEqual([14, 23]);
  });

  it(`shows ${CONTINUE_READING_LIMIT} works by default`, () => {
    const history = Array.from({ length: 30 }, (_, index) => line(index + 1, index + 1));
    expect(continueReadingEntries(history)).toHaveLength(CONTINUE_READING_LIMIT);
  });

  it('gives nothing for no history or a limit of 0', () => {
    expect(continueReadingEntries([])).toEqual([]);
    expect(continueReadingEntries([line(1, 1)], 0)).toEqual([]);
  });
});
