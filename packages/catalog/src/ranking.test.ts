import { rankingPeriodSchema } from '@cw/api-client/schemas';
import { describe, expect, it } from 'vitest';
import { isTopRank, RANKING_PERIOD_LABELS, rankLabel } from './ranking';

describe('rankLabel', () => {
  it("reads a rank as '{rank}位'", () => {
    expect(rankLabel(1)).toBe('1位');
    expect(rankLabel(12)).toBe('12位');
  });
});

describe('isTopRank', () => {
  it('puts ranks 1 to 3 on the podium', () => {
    expect([0, 1, 2, 3, 4, 10].map(isTopRank)).toEqual([false, true, true, true, false, false]);
  });
});

describe('RANKING_PERIOD_LABELS', () => {
  it('labels every period of the schema', () => {
    expect(Object.keys(RANKING_PERIOD_LABELS).sort()).toEqual(
      [...rankingPeriodSchema.options].sort(),
    );
  });
});
