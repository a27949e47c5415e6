import type { RankingPeriod } from '@cw/api-client/schemas';

// The ranking schema carries a rank per entry and nothing about earlier rankings, so there is no
// movement (up, down, new) to show.

/** Ranks drawn emphasised: the podium. */
export const TOP_RANK_COUNT = 3;

/** Tab label of each ranking period. */
export const RANKING_PERIOD_LABELS = {
  daily: 'デイリー',
  hourly: '毎時',
} as const satisfies Record<RankingPeriod, string>;

/** Tab label of the ranking over every genre (`genre: 'all'`). */
export const ALL_GENRES_LABEL = '総合';

/**
 * A rank as read out: `{rank}位`. Tied works share a rank, so the same label can repeat.
 *
 * @example
 * rankLabel(1); //=> '1位'
 */
export function rankLabel(rank: number): string {
  return `${rank}位`;
}

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
