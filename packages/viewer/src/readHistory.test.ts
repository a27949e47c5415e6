import { describe, expect, it } from 'vitest';
import {
  HISTORY_RECORD_INTERVAL_MS,
  historyResume,
  RESUME_HISTORY_LINES,
  type ResumeHistoryLine,
} from './readHistory';

const line = (workId: number, episodeId: number, page: number): ResumeHistoryLine => ({
  work: { id: workId },
  episode: { id: episodeId, code: `CW_00000${workId}_000${episodeId}_E` },
  page,
});

// Newest first, as the history answers.
const lines = [line(1, 3, 0), line(2, 5, 7), line(1, 2, 11)];

describe('HISTORY_RECORD_INTERVAL_MS', () => {
  it('records the page reached at most every 3 seconds while pages turn', () => {
    expect(HISTORY_RECORD_INTERVAL_MS).toBe(3000);
  });
});

describe('historyResume', () => {
  it('searches the same 100 lines for the viewer and the read buttons', () => {
    expect(RESUME_HISTORY_LINES).toBe(100);
  });

  it('gives the one-based viewer page of the episode read', () => {
    expect(historyResume(lines, { episodeId: 2 })).toEqual({
      episodeCode: 'CW_000001_0002_E',
      page: 12,
    });
    expect(historyResume(lines, { episodeId: 5 })?.page).toBe(8);
  });

  it("gives the work's newest line for the read buttons", () => {
    expect(historyResume(lines, { workId: 1 })).toEqual({
      episodeCode: 'CW_000001_0003_E',
      page: 1,
    });
  });

  it('gives null when the lines hold none', () => {
    expect(historyResume(lines, { episodeId: 9 })).toBeNull();
    expect(historyResume(lines, { workId: 9 })).toBeNull();
    expect(historyResume([], { workId: 1 })).toBeNull();
  });
});
