'use client';

import { buttonClassName, ConfirmButton, useUiLocale } from '@cw/ui';
import { clsx } from 'clsx';
import { type RefCallback, useId } from 'react';
import { formatBytes } from '../formatBytes';
import type { LibraryDeletion, SavedEpisode, SavedLibraryView, SavedWork } from '../savedLibrary';
import {
  STORAGE_NEARLY_FULL_PERCENT,
  type StorageQuotaView,
  shouldRequestPersistence,
  storageNearlyFull,
} from '../storageQuota';
import {
  DELETE_ALL_SAVED_TEXTS,
  deleteLibraryEpisodeText,
  episodeTitleText,
  SAVED_LIBRARY_TEXTS,
  savedCountText,
  storageSummaryText,
} from '../text';
import { DeleteIcon } from './icons';
import type { EpisodeHref, WorkHref } from './types';
import { useFocusKeeper } from './useFocusKeeper';

export interface SavedLibraryListProps {
  /** The saved episodes grouped by work: `groupSavedLibrary(library)`. */
  view: SavedLibraryView;
  /** The site's storage: `storageQuotaView(await navigator.storage.estimate())`; `null` while unknown. */
  quota: StorageQuotaView | null;
  /** Called with what the reader deletes: one episode, a work's episodes, or all of them. */
  onDelete: (deletion: LibraryDeletion) => void;
  /** URL of a saved episode in the viewer (the app's path, `/viewer/{code}`). */
  episodeHref: EpisodeHref;
  /** URL of a work's page (the app's path, `/detail/{code}`). */
  workHref: WorkHref;
  /**
   * Asks the browser to keep the site's storage (`navigator.storage.persist()`). Offered with
   * `ストレージを保護する` when `persisted` is `false` and something is saved.
   */
  onRequestPersistence?: () => void;
  /** `navigator.storage.persisted()`; `null` or left out while unknown (nothing is offered). */
  persisted?: boolean | null;
  className?: string;
}

/**
 * 保存済み: the episodes saved on this device, grouped by work, with the storage they take, for
 * the page `/my-comic/offline` and the site's offline page (which supply the `<h1>`). Each work
 * is a section whose `<h2>` links to the work, with its size and `作品の保存をすべて削除`; each
 * episode links to the viewer, with its size and 削除 (named `『{work} {episode}』を削除`).
 * `すべて削除` asks `保存したエピソードをすべて削除しますか？` inline first (`ConfirmButton` of
 * `@cw/ui`). Above the works: the count and size of everything, the site's storage (a
 * `<meter>` of used over granted, a warning from 90% used) and, when the storage is not
 * persistent, `ストレージを保護する` with why. Empty: `保存したエピソードはありません` and where to
 * save from.
 *
 * Its words are in the language of the nearest `UiLocaleProvider` of `@cw/ui` (Japanese without
 * one); titles of works and episodes are shown as given.
 *
 * Stateless: the app deletes (the library, the episode caches) and passes the new `view`; when
 * a deleted line had the focus, it moves to the total (or the empty message).
 *
 * @example
 * <SavedLibraryList
 *   view={groupSavedLibrary(library)}
 *   quota={quota}
 *   persisted={persisted}
 *   onRequestPersistence={() => navigator.storage.persist().then(setPersisted)}
 *   onDelete={(deletion) => remove(deleteFromLibrary(library, deletion))}
 *   episodeHref={viewerPath}
 *   workHref={workPath}
 * />
 */
export function SavedLibraryList({
  view,
  quota,
  onDelete,
  episodeHref,
  workHref,
  onRequestPersistence,
  persisted = null,
  className,
}: SavedLibraryListProps) {
  const locale = useUiLocale();
  const text = SAVED_LIBRARY_TEXTS[locale];
  const deleteAll = DELETE_ALL_SAVED_TEXTS[locale];
  const idPrefix = useId();
  const persistHintId = `${idPrefix}-persist`;
  const quotaSummaryId = `${idPrefix}-quota`;
  const { rootRef, keep } = useFocusKeeper<HTMLDivElement>();
  const empty = view.works.length === 0;
  const offerPersistence =
    onRequestPersistence !== undefined &&
    persisted === false &&
    shouldRequestPersistence({ persisted, savedCount: view.episodeCount });

  return (
    <div ref={rootRef} tabIndex={-1} className={clsx('cw-offline-library', className)}>
      {empty ? (
        <div className="cw-offline-library__empty">
          <p className="cw-offline-library__empty-message" tabIndex={-1} data-focus-fallback="">
            {text.empty}
          </p>
          <p className="cw-offline-library__hint">{text.emptyHint}</p>
        </div>
      ) : (
        <div className="cw-offline-library__summary">
          <p className="cw-offline-library__total" tabIndex={-1} data-focus-fallback="">
            {text.total}{' '}
            <strong>{savedCountText(view.episodeCount, view.totalBytes, locale)}</strong>
          </p>
          <ConfirmButton
            label={deleteAll.open}
            question={deleteAll.question}
            confirmLabel={deleteAll.confirm}
            cancelLabel={deleteAll.cancel}
            onConfirm={() => onDelete({ kind: 'all' })}
            buttonRef={keep}
          />
        </div>
      )}

      <div className="cw-offline-storage">
        <p className="cw-offline-storage__label">{text.storage}</p>
        {quota === null ? (
          <p className="cw-offline-storage__summary">{text.storageUnknown}</p>
        ) : (
          <>
            {quota.quotaBytes === null ? null : (
              <meter
                className="cw-offline-storage__meter"
                aria-label={text.storageUsage}
                aria-describedby={quotaSummaryId}
                min={0}
                max={quota.quotaBytes}
                value={Math.min(quota.usedBytes, quota.quotaBytes)}
                // Good below the share that warns, bad from it: the browser colours the bar.
                low={(quota.quotaBytes * STORAGE_NEARLY_FULL_PERCENT) / 100}
                high={(quota.quotaBytes * STORAGE_NEARLY_FULL_PERCENT) / 100}
                optimum={0}
              />
            )}
            <p id={quotaSummaryId} className="cw-offline-storage__summary">
              {storageSummaryText(quota, locale)}
            </p>
            {storageNearlyFull(quota) ? (
              <p className="cw-offline-storage__warning">{text.storageNearlyFull}</p>
            ) : null}
          </>
        )}
        {persisted === true ? (
          <p className="cw-offline-storage__persisted">{text.persisted}</p>
        ) : null}
        {offerPersistence ? (
          <div className="cw-offline-storage__persist">
            <p id={persistHintId} className="cw-offline-storage__hint">
              {text.persistHint}
            </p>
            <button
              type="button"
              className={buttonClassName({ variant: 'secondary', size: 'sm' })}
              aria-describedby={persistHintId}
              onClick={onRequestPersistence}
            >
              {text.persist}
            </button>
          </div>
        ) : null}
      </div>

      {empty ? null : (
        <div className="cw-offline-library__works">
          {view.works.map((work) => (
            <SavedWorkSection
              key={work.workCode}
              work={work}
              headingId={`${idPrefix}-work-${work.workCode}`}
              onDelete={onDelete}
              episodeHref={episodeHref}
              workHref={workHref}
              keep={keep}
            />
          ))}
        </div>
      )}
    </div>
  );
}

interface SavedWorkSectionProps {
  work: SavedWork;
  headingId: string;
  onDelete: (deletion: LibraryDeletion) => void;
  episodeHref: EpisodeHref;
  workHref: WorkHref;
  keep: RefCallback<HTMLElement>;
}

function SavedWorkSection({
  work,
  headingId,
  onDelete,
  episodeHref,
  workHref,
  keep,
}: SavedWorkSectionProps) {
  const locale = useUiLocale();
  return (
    <section className="cw-offline-work" aria-labelledby={headingId}>
      <div className="cw-offline-work__header">
        <h2 id={headingId} className="cw-offline-work__title">
          <a href={workHref(work.workCode)} className="cw-offline-work__link">
            {work.workTitle}
          </a>
        </h2>
        <p className="cw-offline-work__size">
          {savedCountText(work.episodes.length, work.bytes, locale)}
        </p>
        <button
          ref={keep}
          type="button"
          className={buttonClassName({
            variant: 'ghost',
            size: 'sm',
            className: 'cw-offline-work__delete',
          })}
          // Named by its words; the work it deletes is its description.
          aria-describedby={headingId}
          onClick={() => onDelete({ kind: 'work', workCode: work.workCode })}
        >
          {SAVED_LIBRARY_TEXTS[locale].deleteWork}
        </button>
      </div>
      <ul className="cw-offline-work__episodes">
        {work.episodes.map((episode) => (
          <SavedEpisodeRow
            key={episode.episodeCode}
            episode={episode}
            href={episodeHref(episode.episodeCode)}
            onDelete={onDelete}
            keep={keep}
          />
        ))}
      </ul>
    </section>
  );
}

interface SavedEpisodeRowProps {
  episode: SavedEpisode;
  href: string;
  onDelete: (deletion: LibraryDeletion) => void;
  keep: RefCallback<HTMLElement>;
}

function SavedEpisodeRow({ episode, href, onDelete, keep }: SavedEpisodeRowProps) {
  const locale = useUiLocale();
  return (
    <li className="cw-offline-episode" data-episode-code={episode.episodeCode}>
      <a href={href} className="cw-offline-episode__link">
        {episodeTitleText(episode)}
      </a>
      <span className="cw-offline-episode__size">{formatBytes(episode.bytes)}</span>
      <button
        ref={keep}
        type="button"
        className={buttonClassName({
          variant: 'secondary',
          size: 'sm',
          className: 'cw-offline-episode__delete',
        })}
        aria-label={deleteLibraryEpisodeText(episode.workTitle, episode.title, locale)}
        onClick={() => onDelete({ kind: 'episode', episodeCode: episode.episodeCode })}
      >
        <DeleteIcon />
        {SAVED_LIBRARY_TEXTS[locale].deleteEpisode}
      </button>
    </li>
  );
}
