import { describe, expect, it } from 'vitest';
import { isCampaignActive } from './isCampaignActive';

const NOT_AFTER = '2024-01-31T23:59:59+09:00';
const END = Date.parse(NOT_AFTER);

describe('isCampaignActive', () => {
  it('is true until 1 ms before the end', () => {
    expect(isCampaignActive(NOT_AFTER, new Date(END - 1))).toBe(true);
    expect(isCampaignActive(NOT_AFTER, new Date('2024-01-01T00:00:00+09:00'))).toBe(true);
  });

  it('is false at the end and after it', () => {
    expect(isCampaignActive(NOT_AFTER, new Date(END))).toBe(false);
    expect(isCampaignActive(NOT_AFTER, new Date(END + 1))).toBe(false);
  });

  it('ends a date-only end at midnight in Japan at the start of that day', () => {
    expect(isCampaignActive('2024-01-02', new Date('2024-01-01T23:59:59.999+09:00'))).toBe(true);
    expect(isCampaignActive('2024-01-02', new Date('2024-01-01T15:00:00Z'))).toBe(false);
  });

  it('accepts a Date and epoch milliseconds', () => {
    expect(isCampaignActive(new Date(END), new Date(END - 1))).toBe(true);
    expect(isCampaignActive(END, new Date(END))).toBe(false);
  });

  it.each([
    'garbage',
    '',
    '2024-02-30',
    null,
    undefined,
    Number.NaN,
    new Date(Number.NaN),
    '9999-12-31T23:59:59+09:00',
  ])('is false for the invalid or "no date" end %j', (notAfter) => {
    expect(isCampaignActive(notAfter, new Date('2024-01-01T00:00:00+09:00'))).toBe(false);
  });
});
