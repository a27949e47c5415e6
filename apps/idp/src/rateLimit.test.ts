import { describe, expect, it } from 'vitest';
import { RateLimit } from './rateLimit';

describe('RateLimit', () => {
  it('makes a key wait from its limit until its window ends', () => {
    let now = 0;
    const limit = new RateLimit(2, 60_000, () => now);
    limit.record('a');
    expect(limit.retryAfter('a')).toBe(0);
    now = 30_000;
    limit.record('a');
    expect(limit.retryAfter('a')).toBe(30);
    expect(limit.retryAfter('b')).toBe(0);
    now = 60_000;
    expect(limit.retryAfter('a')).toBe(0);
  });

  it('takes an event back', () => {
    const limit = new RateLimit(1, 60_000, () => 0);
    limit.record('a');
    limit.takeBack('a');
    expect(limit.retryAfter('a')).toBe(0);
  });
});
