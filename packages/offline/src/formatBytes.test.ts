import { describe, expect, it } from 'vitest';
import { formatBytes, megabytesToBytes } from './formatBytes';

describe('formatBytes', () => {
  it.each([
    [0, '0 B'],
    [999, '999 B'],
    [1_000, '1.0 KB'],
    [265_356, '265 KB'],
    [5_323_120, '5.3 MB'],
    [12_345_678, '12.3 MB'],
    [999_960, '1.0 MB'],
    [1_200_000_000, '1.2 GB'],
  ])('shows %d bytes as %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });

  it('reads nonsense as nothing', () => {
    expect(formatBytes(-5)).toBe('0 B');
    expect(formatBytes(Number.NaN)).toBe('0 B');
  });
});

describe('megabytesToBytes', () => {
  it('counts decimal megabytes, as the sizes are shown', () => {
    expect(megabytesToBytes(200)).toBe(200_000_000);
    expect(formatBytes(megabytesToBytes(200))).toBe('200 MB');
    expect(megabytesToBytes(-1)).toBe(0);
  });
});
