import { type EpisodeListItem, isEpisodeEntry } from './collapseInactiveEpisodes';
import { episodeRangeText } from './text';

/** Episodes per range of a long list: 1〜50話, 51〜100話… */
export const EPISODE_RANGE_SIZE = 50;

/** A list with more episode cards than this is shown a range at a time once expanded. */
export const EPISODE_RANGES_FROM = 100;

/** A range of episode numbers (`internal.episodeNo`) of a long list, and its label. */
export interface EpisodeRange {
  /** First episode number of the range; also what identifies it (1, 51, 101…). */
  readonly start: number;
  /** Last episode number: the range's end, or the last episode of the list in the last range. */
  readonly end: number;
  /** `{start}〜{end}話`. */
  readonly label: string;
}

/**
 * The first episode number of the range holding an episode.
 *
 * @example
 * episodeRangeStart(73); //=> 51
 */
export function episodeRangeStart(episodeNo: number): number {
  return Math.floor((Math.max(1, episodeNo) - 1) / EPISODE_RANGE_SIZE) * EPISODE_RANGE_SIZE + 1;
}

/**
 * Cuts a long episodes tab into ranges of 50 episode numbers, in the order the lines are shown:
 * from 1〜50話 when sorted from episode 1, from the newest range when sorted from the latest.
 * A range without any episode card (all ended) is left out; the last one ends at the last
 * episode ('201〜213話'). Lists of {@link EPISODE_RANGES_FROM} cards or fewer, or whose cards
 * fall in one range, are not cut: `[]`.
 *
 * @example
 * episodeRanges(items).map((range) => range.label);
 * //=> ['1〜50話', '51〜100話', '101〜150話', '151〜200話', '201〜213話']
 */
export function episodeRanges(items: readonly EpisodeListItem[]): EpisodeRange[] {
  const cards = items.filter(isEpisodeEntry);
  if (cards.length <= EPISODE_RANGES_FROM) return [];
  const last = Math.max(...cards.map((card) => card.episode.internal.episodeNo));
  const starts = [
    ...new Set(cards.map((card) => episodeRangeStart(card.episode.internal.episodeNo))),
  ];
  if (starts.length < 2) return [];
  return starts.map((start) => {
    const end = Math.min(start + EPISODE_RANGE_SIZE - 1, last);
    return { start, end, label: episodeRangeText(start, end) };
  });
}

/**
 * The lines of one range, in display order. A marker of ended episodes goes with the card
 * above it, where it stands in the full list.
 *
 * @example
 * itemsInRange(items, { start: 51, end: 100, label: '51〜100話' }); // episodes 51–100
 */
export function itemsInRange<T extends EpisodeListItem>(
  items: readonly T[],
  range: Pick<EpisodeRange, 'start' | 'end'>,
): T[] {
  let inside = false;
  return items.filter((item) => {
    if (item.kind === 'episode') {
      const episodeNo = item.episode.internal.episodeNo;
      inside = episodeNo >= range.start && episodeNo <= range.end;
    }
    return inside;
  });
}

/**
 * The episode card a "jump to episode n" lands on: episode `n` itself, or when it has no card
 * (ended, or beyond the list) the card with the closest number, the earlier one on a tie.
 * `null` for a list without cards or a number that is not a number.
 *
 * @example
 * episodeToJumpTo(items, 120)?.episode.internal.episodeNo; //=> 120
 */
export function episodeToJumpTo<T extends EpisodeListItem>(
  items: readonly T[],
  episodeNo: number,
): Extract<T, { kind: 'episode' }> | null {
  if (!Number.isFinite(episodeNo)) return null;
  let best: Extract<T, { kind: 'episode' }> | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const item of items.filter(isEpisodeEntry)) {
    const number = item.episode.internal.episodeNo;
    const distance = Math.abs(number - episodeNo);
    const closer =
      distance < bestDistance ||
      (distance === bestDistance && best !== null && number < best.episode.internal.episodeNo);
    if (closer) {
      best = item;
      bestDistance = distance;
    }
  }
  return best;
}
