import type { Episode } from '@cw/contract/schemas';
import { episodeAvailability } from '@cw/domain';
import {
  type EndedEpisodesMarker,
  type EpisodeEntry,
  isEpisodeEntry,
} from './collapseInactiveEpisodes';
import type { EpisodeSortOrder } from './episodeTypeUrl';
import { episodeSpanText, storeOnlyRunText } from './text';

/** Fewest store-only episodes folded into one row; a lone one stays a card of its own. */
export const STORE_ONLY_RUN_MIN_EPISODES = 2;

/**
 * One row standing for consecutive store-only episodes (sold in stores): the label
 * `第2話②〜第28話② · 27話 · ストアで購入`, opening in place to the cards it folds.
 */
export interface StoreOnlyRun<E extends EpisodeEntry = EpisodeEntry> {
  readonly kind: 'storeOnlyRun';
  /**
   * `store-run-{id}`, the id of the run's earliest episode: the same from either sort, and
   * what the list keeps to reopen the run on Back. A stable key.
   */
  readonly key: string;
  /** Titles of the earliest and the latest episode of the run: `第2話②〜第28話②`. */
  readonly span: string;
  /** Store-only episodes in the run; the ended ones folded into markers are not counted. */
  readonly episodeCount: number;
  /** `{span} · {n}話 · ストアで購入`: what the row says and is named. */
  readonly label: string;
  /** What it folds, in display order: its store-only cards and the markers between them. */
  readonly items: readonly (E | EndedEpisodesMarker)[];
}

/** One row of the episodes tab once store-only runs are folded. */
export type EpisodeListRow<E extends EpisodeEntry = EpisodeEntry> =
  | E
  | EndedEpisodesMarker
  | StoreOnlyRun<E>;

/** An entry that may be the episode of the page (`markRead` says so). */
type FoldableEntry = EpisodeEntry & { readonly isCurrent?: boolean };

/**
 * Folds consecutive store-only episodes of the episodes tab into one row each, so a serial
 * whose middle is sold in stores shows its readable episodes near the top:
 *
 * - 2 or more store-only cards in a row become one {@link StoreOnlyRun}; a lone one stays a card;
 * - markers of ended episodes between them do not break the run: it folds them too, and shows
 *   them again, in place, when opened. A marker before or after the run stays outside;
 * - a card to read breaks a run, and so does the episode of the page (`isCurrent`), which
 *   stays a card so its highlight is seen;
 * - the run is titled, as the cards are, by its earliest and latest episode's titles, earliest
 *   first whatever the sort (`order` says which end is which), and counted in 話.
 *
 * Takes the lines of {@link collapseInactiveEpisodes}, sorted, marked or not; run it on what is
 * shown (the whole list, or one range of a long list).
 *
 * ```
 * lines:  A  s  m  s  s  m  A  s  A  s  s  s*     A to read, s store-only, m marker of ended
 * rows:   A  └── run ──┘ m  A  s  A  └run┘ s*     episodes, * the episode of the page
 * ```
 *
 * @example
 * collapseStoreOnlyRuns(markRead(episodeListItems(episodes, 'first'), history), 'first');
 * //=> [episode 1, episode 2, episode 3, { kind: 'storeOnlyRun', key: 'store-run-4',
 * //     span: '第2話②〜第28話②', episodeCount: 34,
 * //     label: '第2話②〜第28話② · 34話 · ストアで購入', items: [...] }, episode 57, …]
 */
export function collapseStoreOnlyRuns<E extends FoldableEntry>(
  items: readonly (E | EndedEpisodesMarker)[],
  order: EpisodeSortOrder,
): EpisodeListRow<E>[] {
  const rows: EpisodeListRow<E>[] = [];
  // The run being gathered: store-only cards and the markers between them; markers met since
  // its last card wait, as they fall outside it if no card follows.
  let folded: (E | EndedEpisodesMarker)[] = [];
  let waiting: EndedEpisodesMarker[] = [];

  const close = () => {
    const cards = folded.filter(isEpisodeEntry);
    const earliest = order === 'latest' ? cards.at(-1) : cards[0];
    const latest = order === 'latest' ? cards[0] : cards.at(-1);
    if (cards.length >= STORE_ONLY_RUN_MIN_EPISODES && earliest && latest) {
      rows.push({
        kind: 'storeOnlyRun',
        key: `store-run-${earliest.episode.id}`,
        span: episodeSpanText(earliest.episode.title, latest.episode.title),
        episodeCount: cards.length,
        label: storeOnlyRunText(earliest.episode.title, latest.episode.title, cards.length),
        items: folded,
      });
    } else {
      rows.push(...folded);
    }
    rows.push(...waiting);
    folded = [];
    waiting = [];
  };

  for (const item of items) {
    if (item.kind === 'ended') {
      if (folded.length > 0) waiting.push(item);
      else rows.push(item);
    } else if (episodeAvailability(item.episode).kind === 'store-only' && item.isCurrent !== true) {
      folded.push(...waiting, item);
      waiting = [];
    } else {
      close();
      rows.push(item);
    }
  }
  close();
  return rows;
}

/**
 * The run folding an episode, or `null` when the episode is a row of its own (or absent).
 *
 * @example
 * storeOnlyRunOf(rows, 12)?.key; //=> 'store-run-4'
 */
export function storeOnlyRunOf<E extends EpisodeEntry>(
  rows: readonly EpisodeListRow<E>[],
  episodeId: Episode['id'],
): StoreOnlyRun<E> | null {
  for (const row of rows) {
    if (
      row.kind === 'storeOnlyRun' &&
      row.items.some((item) => item.kind === 'episode' && item.episode.id === episodeId)
    ) {
      return row;
    }
  }
  return null;
}

/**
 * How many episode cards a row shows or stands for: 1 for a card, the run's count for a run,
 * 0 for a marker.
 *
 * @example
 * rows.reduce((sum, row) => sum + episodeCardCount(row), 0); // cards of the whole list
 */
export function episodeCardCount(row: EpisodeListRow): number {
  if (row.kind === 'episode') return 1;
  return row.kind === 'storeOnlyRun' ? row.episodeCount : 0;
}
