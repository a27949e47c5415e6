/** The time zone of every calendar day, "today" and displayed time in the service. */
export const JAPAN_TIME_ZONE = 'Asia/Tokyo';

/** Japan's offset from UTC since its last summer time ended (1951): nine hours, all year. */
export const JAPAN_STANDARD_OFFSET_MS = 9 * 60 * 60 * 1000;

/**
 * From this instant (1952-01-01 00:00 in Japan) Japan's offset is `JAPAN_STANDARD_OFFSET_MS`
 * for good: the calendar of any later instant is arithmetic. Earlier instants ask the platform's
 * time-zone data, which knows the summer time of 1948–1951.
 */
export const JAPAN_STANDARD_OFFSET_SINCE = Date.UTC(1951, 11, 31, 15);
