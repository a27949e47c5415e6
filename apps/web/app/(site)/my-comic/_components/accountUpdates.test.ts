import { accountUpdatedQuerySchema } from '@cw/contract/schemas';
import { describe, expect, it } from 'vitest';
import { seenListMark } from './accountUpdates';

describe('seenListMark: PUT /api/account/updated sends when the reader saw the list', () => {
  it('is the instant the list was answered, as the query the contract takes', () => {
    const mark = seenListMark(Date.UTC(2026, 10, 20, 0, 0, 0));
    expect(mark).toEqual({ checkedAt: '2026-11-20T00:00:00.000Z' });
    expect(accountUpdatedQuerySchema.parse(mark)).toEqual(mark);
  });

  it('is nothing before the list has been answered', () => {
    expect(seenListMark(0)).toBeNull();
  });
});
