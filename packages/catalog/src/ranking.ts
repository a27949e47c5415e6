// The ranking schema carries a rank per entry and nothing about earlier rankings, so there is no
// movement (up, down, new) to show.

/** Ranks drawn emphasised: the podium. */
export const TOP_RANK_COUNT = 3;

/**
 * Whether a rank is on the podium (1 to 3), drawn larger; tied works at 3 all are.
 *
 * @example
 * isTopRank(3); //=> true
 * isTopRank(4); //=> false
 */
export function isTopRank(rank: number): boolean {
  return rank >= 1 && rank <= TOP_RANK_COUNT;
}
