import { describe, expect, it } from 'vitest';
import { isNoDate, NO_DATE_YEAR, parseDate } from './parseDate';

describe('parseDate', () => {
  it.each([
    ['2024-01-02', '2024-01-01T15:00:00.000Z'],
    ['2024/01/02', '2024-01-01T15:00:00.000Z'],
    ['2024/1/2', '2024-01-01T15:00:00.000Z'],
    ['2024-1-2', '2024-01-01T15:00:00.000Z'],
    ['2024-02-29', '2024-02-28T15:00:00.000Z'],
    ['2024-01-02T03:04:05+09:00', '2024-01-01T18:04:05.000Z'],
    ['2024-01-02T03:04:05+0900', '2024-01-01T18:04:05.000Z'],
    ['2024-01-02T03:04:05+09', '2024-01-01T18:04:05.000Z'],
    ['2024-01-02T03:04:05-05:30', '2024-01-02T08:34:05.000Z'],
    ['2024-01-02T03:04:05Z', '2024-01-02T03:04:05.000Z'],
    ['2024-01-02T03:04Z', '2024-01-02T03:04:00.000Z'],
    ['2024-01-02T03:04:05', '2024-01-01T18:04:05.000Z'],
    ['2024-01-02T03:04', '2024-01-01T18:04:00.000Z'],
    ['2024-01-02 03:04', '2024-01-01T18:04:00.000Z'],
    ['2024/01/02 03:04', '2024-01-01T18:04:00.000Z'],
    ['2024/01/02 3:04', '2024-01-01T18:04:00.000Z'],
    ['2024/01/02 03:04:05', '2024-01-01T18:04:05.000Z'],
    ['2024-01-02T03:04:05.678Z', '2024-01-02T03:04:05.678Z'],
    ['2024-01-02T03:04:05.6Z', '2024-01-02T03:04:05.600Z'],
    ['2024-01-02T03:04:05.123456+09:00', '2024-01-01T18:04:05.123Z'],
    ['2024-01-02T03:04:05.5', '2024-01-01T18:04:05.500Z'],
    ['  2024-01-02  ', '2024-01-01T15:00:00.000Z'],
    ['9998-12-31T23:59:59.999+09:00', '9998-12-31T14:59:59.999Z'],
  ])('reads %j as %s', (input, expected) => {
    expect(parseDate(input)?.toISOString()).toBe(expected);
  });

  it('reads a zone-less or date-only string as Japan time, so UTC 15:00 is the next day', () => {
    expect(parseDate('2024-01-02')).toEqual(parseDate('2024-01-01T15:00:00Z'));
    expect(parseDate('2024-01-01 23:59:59')).toEqual(parseDate('2024-01-01T14:59:59Z'));
  });

  it("reads a zone-less string with Japan's offset of that day, from the zone data", () => {
    // Summer time (UTC+10) in 1949, local mean time (UTC+9:18:59) before 1888.
    expect(parseDate('1949-07-01T00:00:00')?.toISOString()).toBe('1949-06-30T14:00:00.000Z');
    expect(parseDate('1850-01-01')?.toISOString()).toBe('1849-12-31T14:41:01.000Z');
    expect(parseDate('0050-03-01T12:00')?.toISOString()).toBe('0050-03-01T02:41:01.000Z');
  });

  it('returns a copy of a valid Date', () => {
    const input = new Date('2024-01-02T03:04:05.678Z');
    const result = parseDate(input);
    expect(result).toEqual(input);
    expect(result).not.toBe(input);
  });

  it.each([
    [0, '1970-01-01T00:00:00.000Z'],
    [1704121200000, '2024-01-01T15:00:00.000Z'],
    [-86400000, '1969-12-31T00:00:00.000Z'],
  ])('reads epoch milliseconds %d as %s', (input, expected) => {
    expect(parseDate(input)?.toISOString()).toBe(expected);
  });

  it.each([
    '',
    '   ',
    'garbage',
    '2024',
    '2024-01',
    '24-01-02',
    '2024-01/02',
    '2024.01.02',
    '20240102',
    '1704121200000',
    'Tue Jan 02 2024',
    '2024-01-02Z',
    '2024-01-02T',
    '2024-01-02T03',
    '2024-01-02T03:04:05.',
  ])('returns null for the unreadable string %j', (input) => {
    expect(parseDate(input)).toBeNull();
  });

  it.each([
    '2024-13-01',
    '2024-00-10',
    '2024-01-00',
    '2024-01-32',
    '2024-02-30',
    '2023-02-29',
    '2024/4/31',
    '2024-01-02T24:00',
    '2024-01-02T03:60',
    '2024-01-02T03:04:60',
    '2024-01-02T03:04:05+24:00',
    '2024-01-02T03:04:05+09:60',
  ])('returns null for the impossible date or time %j', (input) => {
    expect(parseDate(input)).toBeNull();
  });

  it.each([
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['-Infinity', Number.NEGATIVE_INFINITY],
    ['a number beyond the Date range', 8.64e15 + 1],
    ['an invalid Date', new Date(Number.NaN)],
    ['null', null],
    ['undefined', undefined],
    ['true', true],
    ['false', false],
    ['an object', {}],
    ['an array', ['2024-01-02']],
    ['a date-like object', { getTime: (): number => 0 }],
    ['a bigint', 1704121200000n],
    ['a function', () => '2024-01-02'],
  ])('returns null for %s', (_, input) => {
    expect(parseDate(input)).toBeNull();
  });

  it.each([
    '9999-12-31',
    '9999/12/31 23:59',
    '9999-01-01T00:00:00+09:00',
    '9998-12-31T15:00:00Z',
    Date.UTC(9999, 11, 31),
    new Date(Date.UTC(9999, 0, 1)),
  ])(`returns null for the "no date" %j (year ${NO_DATE_YEAR})`, (input) => {
    expect(parseDate(input)).toBeNull();
  });
});

describe('isNoDate', () => {
  it.each([
    '9999-12-31',
    '9999-01-01T00:00:00+09:00',
    '9999-12-31T23:59:59Z',
    Date.UTC(9999, 11, 31),
    new Date(Date.UTC(9999, 0, 1)),
  ])('is true for %j', (input) => {
    expect(isNoDate(input)).toBe(true);
  });

  it.each([
    '2024-01-02',
    '9998-12-31T23:59:59.999+09:00',
    '9998-12-31T14:59:59.999Z',
    'garbage',
    '9999-02-30',
    null,
    undefined,
    Number.NaN,
  ])('is false for %j', (input) => {
    expect(isNoDate(input)).toBe(false);
  });
});
