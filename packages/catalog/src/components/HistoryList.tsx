import type { HistoryEntry, WorkSummary } from '@cw/contract/schemas';
import { formatDateTime } from '@cw/dates';
import { resumeReadingPath, workPath } from '@cw/paths';
import { Button, ConfirmButton } from '@cw/ui';
import {
  DELETE_ALL_HISTORY_TEXT,
  DELETE_HISTORY_ENTRY_TEXT,
  deleteHistoryEntryText,
  EMPTY_HISTORY_TEXT,
  READ_AT_TEXT,
} from '../text';
import { EmptyState } from './EmptyState';
import { MyComicList, type MyComicListSectionProps, MyComicRowCover } from './MyComicList';
import { SkeletonList } from './SkeletonList';
import type { WorkHref } from './types';
import { WorkTileSkeleton } from './WorkTileSkeleton';

export interface HistoryListProps extends MyComicListSectionProps {
  /** The reader's history, latest read first (`HistoryEntryPage.items`). */
  entries: readonly HistoryEntry[];
  /** Called with the episode's id when the reader deletes one line (`削除`). */
  onDelete: (episodeId: number) => void;
  /** Called when the reader confirms `すべて削除` with `削除する`. */
  onDeleteAll: () => void;
  /** Ids of episodes whose line is being deleted: their button is disabled, the row busy. */
  pendingIds?: ReadonlySet<number>;
  /** Deleting every line is being saved: `すべて削除` is busy (so too when every line is pending). */
  deleteAllPending?: boolean;
  /** Where a line resumes; the viewer at the page reached (`/viewer/{code}?page=N`) by default. */
  entryHref?: (entry: HistoryEntry) => string;
  /** URL of a work; its detail page (`/detail/{code}`) by default. */
  workHref?: WorkHref;
  /** Shown when there is no history. */
  emptyMessage?: string;
}

/**
 * The reader's read history (閲覧履歴), latest first, one row per episode: the work's 5:7 cover
 * and the episode title, both resuming in the viewer at the page reached (the cover out of the
 * Tab order), the work's title leading to the work, when it was read (`yyyy/MM/dd HH:mm` in
 * Japan), and `削除` named `『{work} {episode}』を履歴から削除`. Above the list `すべて削除`
 * asks `閲覧履歴をすべて削除しますか？` inline before reporting (`ConfirmButton` of `@cw/ui`); it
 * is disabled when there is nothing to delete. It fetches nothing. Empty: `閲覧履歴はありません`.
 *
 * @example
 * <HistoryList
 *   heading="閲覧履歴"
 *   entries={page.items}
 *   pendingIds={deleting}
 *   onDelete={(episodeId) => remove.mutate({ episodeIds: [episodeId] })}
 *   onDeleteAll={() => remove.mutate({ all: true })}
 * />
 */
export function HistoryList({
  entries,
  onDelete,
  onDeleteAll,
  pendingIds,
  deleteAllPending = false,
  entryHref = resumeReadingPath,
  workHref = (work: WorkSummary) => workPath(work.code),
  heading,
  headingLevel = 2,
  id,
  loading = false,
  skeletonCount = 6,
  emptyMessage = EMPTY_HISTORY_TEXT,
  imageBaseUrl = '',
  className,
}: HistoryListProps) {
  return (
    <MyComicList
      heading={heading}
      headingLevel={headingLevel}
      id={id}
      className={className}
      loading={loading}
      skeleton={
        <SkeletonList
          listClassName="cw-cat-my-list"
          itemClassName="cw-cat-my-list__item"
          count={skeletonCount}
        >
          <WorkTileSkeleton layout="row" />
        </SkeletonList>
      }
      empty={entries.length === 0 ? <EmptyState message={emptyMessage} /> : null}
      toolbar={
        <div className="cw-cat-history-toolbar">
          <ConfirmButton
            label={DELETE_ALL_HISTORY_TEXT.open}
            question={DELETE_ALL_HISTORY_TEXT.question}
            confirmLabel={DELETE_ALL_HISTORY_TEXT.confirm}
            cancelLabel={DELETE_ALL_HISTORY_TEXT.cancel}
            onConfirm={onDeleteAll}
            disabled={loading || entries.length === 0}
            pending={
              deleteAllPending ||
              (entries.length > 0 && entries.every((entry) => pendingIds?.has(entry.episode.id)))
            }
          />
        </div>
      }
    >
      {entries.map((entry) => {
        const { episode, work } = entry;
        const pending = pendingIds?.has(episode.id) ?? false;
        const href = entryHref(entry);
        const readAt = formatDateTime(entry.readAt);
        return (
          <li
            key={episode.id}
            className="cw-cat-my-list__item cw-cat-my-row"
            aria-busy={pending || undefined}
            data-episode-id={episode.id}
          >
            <MyComicRowCover href={href} thumbnail={work.thumbnail} imageBaseUrl={imageBaseUrl} />
            <div className="cw-cat-my-row__body">
              <p className="cw-cat-my-row__work">
                <a href={workHref(work)} className="cw-cat-my-row__link">
                  {work.title}
                </a>
              </p>
              <p className="cw-cat-my-row__title">
                <a href={href} className="cw-cat-my-row__link">
                  {episode.title}
                  {episode.subTitle ? (
                    <span className="cw-cat-my-row__subtitle"> {episode.subTitle}</span>
                  ) : null}
                </a>
              </p>
              {readAt ? (
                <p className="cw-cat-my-row__meta">
                  {READ_AT_TEXT} <time dateTime={entry.readAt}>{readAt}</time>
                </p>
              ) : null}
            </div>
            <div className="cw-cat-my-row__actions">
              <Button
                variant="secondary"
                size="sm"
                disabled={pending}
                aria-label={deleteHistoryEntryText(work.title, episode.title)}
                onClick={() => onDelete(episode.id)}
              >
                {DELETE_HISTORY_ENTRY_TEXT}
              </Button>
            </div>
          </li>
        );
      })}
    </MyComicList>
  );
}
