import type { ComicVolume, Episode } from '@cw/contract/schemas';
import { episodeAvailability, isTrialEpisode } from '@cw/domain';
import type { StoreSubject } from './storeSubject';
import {
  READ_LATEST_TEXT,
  RESUME_TEXT,
  STORE_BUTTON_TEXT,
  TRIAL_READ_LATEST_TEXT,
  TRIAL_READ_TEXT,
  TRIAL_RESUME_TEXT,
} from './text';

/**
 * Where the reader left off in the work, from the server's history (signed in) or from this
 * device (guest); the app decides which.
 */
export interface ResumePosition {
  /** Code of the episode read last: `HistoryEntry.episode.code`, or the device's `episodeCode`. */
  episodeCode: Episode['code'];
  /**
   * One-based page reached, as the viewer's `?page=N`: the device's stored `page` as is, the
   * server's zero-based `HistoryEntry.page` plus 1.
   */
  page: number;
}

/** The reader's position: known (`ResumePosition`), none (a new reader), or not known yet. */
export type ResumeState = ResumePosition | null | 'loading';

/**
 * Why a read button goes where it goes: `first` for a new reader, `resume` back into the
 * episode at the page reached, `next` the episode after a finished one, `latest` the newest.
 */
export type ReadActionReason = 'first' | 'resume' | 'next' | 'latest';

/** A read button: a link into the viewer. */
export interface EpisodeReadAction {
  readonly kind: 'read';
  readonly reason: ReadActionReason;
  readonly episode: Episode;
  /** One-based page to open at (`?page=N`); `null` opens the episode at its start. */
  readonly page: number | null;
  /** A trial chapter of a volume (`serviceId` containing `web_trial`): worded 試し読み. */
  readonly trial: boolean;
  /** The button's text, such as '第1話を読む' or '続きから読む'. */
  readonly label: string;
  /** A second line naming the target, such as '（第3話 12ページ）'; `null` for none. */
  readonly detail: string | null;
}

/** The button 'ストアで購入' that opens the store chooser, for a work with nothing to read. */
export interface StoreReadAction {
  readonly kind: 'store';
  readonly subject: StoreSubject;
  readonly label: typeof STORE_BUTTON_TEXT;
}

/** The reader's position is loading: hold the button's place, name nothing yet. */
export interface PendingReadAction {
  readonly kind: 'pending';
}

/** What the primary button of the work page is. */
export type PrimaryReadAction = EpisodeReadAction | StoreReadAction | PendingReadAction;

/** The read buttons of the work page. */
export interface ReadActions {
  /** The primary button; `null` when the work has nothing to read or buy. */
  primary: PrimaryReadAction | null;
  /** '最新話を読む' beside it; `null` when it would go where the primary goes. */
  latest: EpisodeReadAction | null;
}

/** What the read buttons are chosen from. */
export interface ReadActionsInput {
  /** The work's episodes, as the API sends them. */
  episodes: readonly Episode[];
  /** The work's volumes, with their trial chapters. */
  volumes?: readonly ComicVolume[];
  /** Where the reader left off. */
  resume: ResumeState;
}

const PENDING: PendingReadAction = { kind: 'pending' };

/**
 * Chooses the read buttons of the work page.
 *
 * What can be read: an episode `episodeAvailability` calls `readable` or `trial` (not one sold
 * in stores, ended, or promotional: `pr` entries are not chapters of the story), judged as the
 * API sent it. The work's episodes are taken in `internal.episodeNo` order, which also numbers
 * them: '第{n}話'.
 *
 * The primary button:
 *
 * | reader                                   | primary                                  |
 * |------------------------------------------|------------------------------------------|
 * | position loading                         | pending (unless nothing can be read)     |
 * | new                                      | '第{n}話を読む', the first readable one  |
 * | mid-episode (page below its page count)  | '続きから読む（第{n}話 {p}ページ）'       |
 * | finished it, or it ended / is sold / pr  | '続きから読む（第{m}話）', the next one   |
 * | finished the newest readable episode     | '最新話を読む'                            |
 * | unknown episode                          | as a new reader                          |
 *
 * `n` is the first readable episode, so '第1話を読む' unless episode 1 ended: then it names
 * the episode it opens ('第2話を読む'). A trial chapter reads '…試し読み' instead. A work with no
 * readable episode offers its volumes' trial chapters ('試し読み', the first volume's first
 * trial; after the last trial chapter of a volume, that volume's stores); with none either, the
 * store chooser 'ストアで購入' of its first sold episode (else first sold volume), because
 * buying is then the only way in. Nothing at all gives `null`.
 *
 * '最新話を読む' is the newest readable episode, shown unless the primary opens it. While the
 * position loads it is shown when two or more episodes are readable (with one, the primary
 * will open it), so it is there at once and rarely leaves once the position is known.
 *
 * @example
 * chooseReadActions({ episodes, resume: { episodeCode: 'CW_000001_0003_E', page: 12 } });
 * //=> { primary: { kind: 'read', reason: 'resume', label: '続きから読む',
 * //                detail: '（第3話 12ページ）', page: 12, … },
 * //     latest: { kind: 'read', reason: 'latest', label: '最新話を読む', … } }
 */
export function chooseReadActions({
  episodes,
  volumes = [],
  resume,
}: ReadActionsInput): ReadActions {
  const readable = episodes
    .filter(isReadable)
    .sort((a, b) => a.internal.episodeNo - b.internal.episodeNo);
  const newest = readable.at(-1);
  const volumeTrials = volumes.flatMap((volume) => volume.episodes.filter(isReadable));

  const primary = choosePrimary({ episodes, volumes, resume, readable, volumeTrials });
  const latestShown =
    newest !== undefined &&
    (primary?.kind === 'pending'
      ? readable.length > 1
      : !(primary?.kind === 'read' && primary.episode.id === newest.id));
  return { primary, latest: latestShown ? readAction('latest', newest) : null };
}

/**
 * The link of a read button: the episode's URL, with `?page=N` when it resumes mid-episode.
 *
 * @example
 * readActionHref(action, (episode) => `/viewer/${episode.code}`);
 * //=> '/viewer/CW_000001_0003_E?page=12'
 */
export function readActionHref(
  action: Pick<EpisodeReadAction, 'episode' | 'page'>,
  episodeHref: (episode: Episode) => string,
): string {
  const href = episodeHref(action.episode);
  return action.page === null ? href : withPage(href, action.page);
}

/** A target of the read buttons; `isActive` as sent, so the server's page and the browser's agree. */
function isReadable(episode: Episode): boolean {
  const { kind } = episodeAvailability(episode);
  return kind === 'readable' || kind === 'trial';
}

function choosePrimary({
  episodes,
  volumes,
  resume,
  readable,
  volumeTrials,
}: {
  episodes: readonly Episode[];
  volumes: readonly ComicVolume[];
  resume: ResumeState;
  readable: readonly Episode[];
  volumeTrials: readonly Episode[];
}): PrimaryReadAction | null {
  const asNewReader = (): EpisodeReadAction | StoreReadAction | null => {
    const first = readable[0];
    if (first !== undefined) return readAction('first', first);
    const firstTrial = volumeTrials[0];
    if (firstTrial !== undefined) {
      return { ...readAction('first', firstTrial), label: TRIAL_READ_TEXT };
    }
    return storeAction(episodes, volumes);
  };

  if (resume === 'loading') {
    return readable.length > 0 || volumeTrials.length > 0 ? PENDING : asNewReader();
  }
  if (resume === null) return asNewReader();
  const page = Number.isFinite(resume.page) ? Math.max(1, Math.floor(resume.page)) : 1;
  const isDone = (episode: Episode) => !isReadable(episode) || page >= episode.internal.pageCount;

  const episode = episodes.find((candidate) => candidate.code === resume.episodeCode);
  if (episode !== undefined) {
    if (!isDone(episode)) return readAction('resume', episode, page);
    const next = readable.find((later) => later.internal.episodeNo > episode.internal.episodeNo);
    if (next !== undefined) return readAction('next', next);
    const newest = readable.at(-1);
    return newest === undefined ? asNewReader() : readAction('latest', newest);
  }

  const volume = volumes.find((candidate) =>
    candidate.episodes.some((trial) => trial.code === resume.episodeCode),
  );
  const trial = volume?.episodes.find((candidate) => candidate.code === resume.episodeCode);
  if (volume === undefined || trial === undefined) return asNewReader();
  if (!isDone(trial)) return readAction('resume', trial, page);
  const allTrials = volumes.flatMap((candidate) => candidate.episodes);
  const next = allTrials.slice(allTrials.indexOf(trial) + 1).find(isReadable);
  if (next !== undefined) return readAction('next', next);
  return volume.stores.length > 0
    ? { kind: 'store', subject: { kind: 'volume', volume }, label: STORE_BUTTON_TEXT }
    : asNewReader();
}

function readAction(
  reason: ReadActionReason,
  episode: Episode,
  page: number | null = null,
): EpisodeReadAction {
  const trial = isTrialEpisode(episode);
  // The episode as its card names it (第3話①): `episodeNo` also counts split chapters and
  // promotional entries, so 「第5話を読む」 could open the card titled 第3話①.
  const number = episode.title;
  const base = { kind: 'read', reason, episode, page, trial } as const;
  switch (reason) {
    case 'first':
      return { ...base, label: `${number}を${trial ? '試し読み' : '読む'}`, detail: null };
    case 'resume':
      return {
        ...base,
        label: trial ? TRIAL_RESUME_TEXT : RESUME_TEXT,
        detail: `（${number} ${page}ページ）`,
      };
    case 'next':
      return { ...base, label: trial ? TRIAL_RESUME_TEXT : RESUME_TEXT, detail: `（${number}）` };
    case 'latest':
      return { ...base, label: trial ? TRIAL_READ_LATEST_TEXT : READ_LATEST_TEXT, detail: null };
  }
}

function storeAction(
  episodes: readonly Episode[],
  volumes: readonly ComicVolume[],
): StoreReadAction | null {
  const soldEpisode = episodes
    .filter((episode) => episodeAvailability(episode).kind === 'store-only')
    .sort((a, b) => a.internal.episodeNo - b.internal.episodeNo)[0];
  if (soldEpisode !== undefined) {
    return {
      kind: 'store',
      subject: { kind: 'episode', episode: soldEpisode },
      label: STORE_BUTTON_TEXT,
    };
  }
  const soldVolume = volumes.find((volume) => volume.stores.length > 0);
  return soldVolume === undefined
    ? null
    : { kind: 'store', subject: { kind: 'volume', volume: soldVolume }, label: STORE_BUTTON_TEXT };
}

/** Sets `?page=N` on a URL, keeping its other parameters and its hash. */
function withPage(href: string, page: number): string {
  const hashAt = href.indexOf('#');
  const hash = hashAt === -1 ? '' : href.slice(hashAt);
  const beforeHash = hashAt === -1 ? href : href.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const params = new URLSearchParams(queryAt === -1 ? '' : beforeHash.slice(queryAt + 1));
  params.set('page', String(page));
  return `${path}?${params.toString()}${hash}`;
}
