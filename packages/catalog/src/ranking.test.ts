import { describe, expect, it } from 'vitest';
import { isTopRank } from './ranking';

describe('isTopRank', () => {
  it('puts ranks 1 to 3 on the podium', () => {
    expect([0, 1, 2, 3, 4, 10].map(isTopRank)).toEqual([false, true, true, true, false, false]);
  });
});
