// Not a client module: the marks of "updated since" (`/api/account/updated`), without React.

/**
 * The query of the mark sent once the reader has seen the followed works
 * (`PUT /api/account/updated?checkedAt=`): the instant the list shown was answered, not the
 * instant the mark is sent, so an episode published in between still counts as new next time.
 * Null while no list has been answered.
 *
 * @example
 * seenListMark(followed.dataUpdatedAt); // { checkedAt: '2026-11-20T00:00:00.000Z' }
 */
export function seenListMark(answeredAt: number): { checkedAt: string } | null {
  return answeredAt > 0 ? { checkedAt: new Date(answeredAt).toISOString() } : null;
}
