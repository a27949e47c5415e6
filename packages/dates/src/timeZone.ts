/** The time zone of every calendar day, "today" and displayed time in the service. */
export const JAPAN_TIME_ZONE = 'Asia/Tokyo';
