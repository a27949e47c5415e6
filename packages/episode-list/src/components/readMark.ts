/**
 * The read mark of an episode card, shown and read out. The spec asks for read episodes to be
 * marked without naming the mark; '既読' is the usual Japanese word for "already read".
 */
export const READ_MARK_LABEL = '既読';
