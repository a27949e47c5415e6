import { isRecord } from '@cw/domain';

/**
 * What the reader opened in the episode list, kept in the history entry so Back from the
 * viewer shows the list as it was left (the tab and sort are in the URL already).
 */
export interface EpisodeListViewState {
  /** The episodes tab's '全{n}話を表示' list is open. */
  readonly expanded: boolean;
  /** The comics tab's '全{total}巻を表示' list is open. */
  readonly volumesExpanded: boolean;
  /**
   * Rows of a long list rendered behind the toggle (`renderedRowCount`), so the list comes
   * back as long as the reader left it and the page can scroll back; 0 for the first batch.
   */
  readonly renderedRows: number;
  /** Keys of the runs of store-only episodes opened (`StoreOnlyRun['key']`). */
  readonly openStoreRuns: readonly string[];
}

/** Key of the list's entry in `history.state`, beside the router's own keys. */
export const LIST_VIEW_STATE_KEY = 'cwEpisodeList';

interface StoredViewState extends EpisodeListViewState {
  readonly workCode: string;
}

function isRowCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/**
 * The list state kept in a history entry's `state` for a work, or `null` when there is none,
 * it belongs to another work, or it is not in the expected shape (`history.state` is anyone's).
 * An entry written before runs could be opened has none open; one written before long lists
 * were rendered in batches (it kept a `range`) renders the first batch.
 *
 * @example
 * readListViewState(window.history.state, 'CW_000001_S');
 * //=> { expanded: true, volumesExpanded: false, renderedRows: 100, openStoreRuns: ['store-run-4'] }
 */
export function readListViewState(
  historyState: unknown,
  workCode: string,
): EpisodeListViewState | null {
  if (!isRecord(historyState)) return null;
  const stored = historyState[LIST_VIEW_STATE_KEY];
  if (!isRecord(stored) || stored.workCode !== workCode) return null;
  const { expanded, volumesExpanded, renderedRows = 0, openStoreRuns = [] } = stored;
  if (typeof expanded !== 'boolean' || typeof volumesExpanded !== 'boolean') return null;
  if (!isRowCount(renderedRows) || !isStringList(openStoreRuns)) return null;
  return { expanded, volumesExpanded, renderedRows, openStoreRuns };
}

/**
 * A history `state` with the list state of a work written in, every other key kept as it was
 * (Next.js keeps its router tree there; dropping it breaks Back). A state that is not an
 * object is replaced.
 *
 * @example
 * window.history.replaceState(
 *   withListViewState(window.history.state, 'CW_000001_S', view),
 *   '',
 * );
 */
export function withListViewState(
  historyState: unknown,
  workCode: string,
  view: EpisodeListViewState,
): Record<string, unknown> {
  const stored: StoredViewState = {
    workCode,
    expanded: view.expanded,
    volumesExpanded: view.volumesExpanded,
    renderedRows: view.renderedRows,
    openStoreRuns: view.openStoreRuns,
  };
  return { ...(isRecord(historyState) ? historyState : {}), [LIST_VIEW_STATE_KEY]: stored };
}
