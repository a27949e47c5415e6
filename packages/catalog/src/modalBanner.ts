import type { Banner } from '@cw/contract/schemas';

/**
 * How many banner ids the "seen" list keeps: the newest. Enough for every campaign that can
 * still be running, small enough for a cookie or storage entry; an id that falls off belongs
 * to a campaign long over, which `modalBannerToShow` skips by its dates anyway.
 */
export const MODAL_BANNER_SEEN_MAX = 50;

/** What `modalBannerToShow` reads of a banner. */
export type ModalBannerCandidate = Pick<Banner, 'id' | 'startsAt' | 'endsAt'>;

/**
 * The modal banner to show a visitor: the first of `banners` they have not seen (its id not in
 * `seenIds`) that is running at `now`, from `startsAt` (included) until `endsAt` (excluded);
 * `null` when there is none. The dates carry their offset, so the machine's time zone does not
 * matter; a date that does not parse keeps its banner out.
 *
 * @example
 * modalBannerToShow(banners.items, [3], new Date()); // the first running banner but 3, or null
 */
export function modalBannerToShow<Candidate extends ModalBannerCandidate>(
  banners: readonly Candidate[],
  seenIds: readonly number[],
  now: Date,
): Candidate | null {
  const seen = new Set(seenIds);
  const time = now.getTime();
  return (
    banners.find(
      (banner) =>
        !seen.has(banner.id) &&
        Date.parse(banner.startsAt) <= time &&
        time < Date.parse(banner.endsAt),
    ) ?? null
  );
}

/**
 * The "seen" list after the visitor saw banner `id`: `id` last (moved there if it was in the
 * list already), each id once, at most `max` ids, the oldest dropped first. The list itself is
 * left as it was.
 *
 * @example
 * markModalBannerSeen([1, 2, 3], 2); //=> [1, 3, 2]
 * markModalBannerSeen([1, 2, 3], 4, 3); //=> [2, 3, 4]
 */
export function markModalBannerSeen(
  seenIds: readonly number[],
  id: number,
  max: number = MODAL_BANNER_SEEN_MAX,
): number[] {
  const limit = Math.floor(max);
  if (!(limit > 0)) return [];
  // Walk from the newest end, so a repeated id keeps its latest place.
  const kept = new Set([id]);
  for (let index = seenIds.length - 1; index >= 0 && kept.size < limit; index -= 1) {
    kept.add(seenIds[index] as number);
  }
  return [...kept].reverse();
}
