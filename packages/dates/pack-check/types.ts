import { type DateInput, formatIso, isRecentRelease, parseDate } from '@cw/dates';

const input: DateInput = '2024-01-02';
const parsed: Date | null = parseDate(input);
const iso: string = formatIso(parsed);
const recent: boolean = isRecentRelease(input, new Date());
// @ts-expect-error days must be a number
isRecentRelease(input, 'tomorrow');

export { iso, recent };
