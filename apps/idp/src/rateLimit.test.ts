import { describe, expect, it } from 'vitest';
import { Backoff, RateLimit } from './rateLimit';

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
});

describe('Backoff', () => {
  const rule = { free: 2, firstDelayMs: 10_000, maxDelayMs: 40_000, forgetMs: 100_000 };

  it('lets the free failures pass, then doubles the wait after each failure up to the cap', () => {
    let now = 0;
    const backoff = new Backoff(rule, () => now);
    backoff.record('a');
    backoff.record('a');
    expect(backoff.retryAfter('a')).toBe(10);
    expect(backoff.retryAfter('b')).toBe(0);
    now = 10_000;
    expect(backoff.retryAfter('a')).toBe(0);
    backoff.record('a');
    expect(backoff.retryAfter('a')).toBe(20);
    now = 30_000;
    backoff.record('a');
    expect(backoff.retryAfter('a')).toBe(40);
    now = 70_000;
    backoff.record('a');
    expect(backoff.retryAfter('a')).toBe(40);
  });

  it('forgets a key after a quiet while, and on clear; takes back one failure', () => {
    let now = 0;
    const backoff = new Backoff(rule, () => now);
    for (let i = 0; i < 3; i++) backoff.record('a');
    backoff.takeBack('a');
    expect(backoff.retryAfter('a')).toBe(10);
    now = 100_000;
    expect(backoff.retryAfter('a')).toBe(0);
    for (let i = 0; i < 3; i++) backoff.record('b');
    backoff.clear('b');
    expect(backoff.retryAfter('b')).toBe(0);
  });
});
