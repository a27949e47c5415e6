'use client';

import { buttonClassName, type UiLocale, useUiLocale } from '@cw/ui';
import { clsx } from 'clsx';
import { type ReactNode, useId } from 'react';
import { UNSAVEABLE_TEXTS, type UnsaveableReason } from '../saveability';
import {
  deleteSavedEpisodeText,
  SAVE_EPISODE_TEXTS,
  saveButtonText,
  savedText,
  savingBytesText,
  savingPercent,
} from '../text';
import { DeleteIcon, SavedIcon, SaveIcon } from './icons';
import { useFocusKeeper } from './useFocusKeeper';

/**
 * Where saving an episode stands, as the app knows it (from the library, the save in flight
 * and `episodeSaveability`).
 */
export type SaveEpisodeState =
  /** Not saved; `estimatedBytes` from `estimateEpisodeBytes`, `null` before it is known. */
  | { readonly kind: 'idle'; readonly estimatedBytes: number | null }
  /** Saving: `done` of `total` requests stored, `savedBytes` of `totalBytes` (if known). */
  | {
      readonly kind: 'saving';
      readonly savedBytes: number;
      readonly totalBytes: number | null;
      readonly done: number;
      readonly total: number;
    }
  /** Saved, with the bytes measured. */
  | { readonly kind: 'saved'; readonly bytes: number }
  /** Cannot be saved (`episodeSaveability` said why). */
  | { readonly kind: 'unsaveable'; readonly reason: UnsaveableReason }
  /**
   * The last save failed; `message` says why in the reader's language (the app words it, as
   * `SAVE_EPISODE_TEXTS[locale].failedMessage` for a lost connection).
   */
  | { readonly kind: 'failed'; readonly message: string };

export interface SaveEpisodeButtonProps {
  state: SaveEpisodeState;
  /** 保存, and 再試行 after a failure. The app saves the episode and passes the new state. */
  onSave: () => void;
  /** 削除 of a saved episode. */
  onDelete: () => void;
  /**
   * The episode's title (`第2話`), naming 削除 (`『第2話』の保存を削除`) where a page lists many
   * episodes; without it, 削除 is named `保存したエピソードを削除`. The title is data, shown as
   * given in every language.
   */
  episodeTitle?: string;
  /**
   * Icon-sized for the viewer's toolbar: saving, saved and 削除 show icons, their words read by
   * screen readers only; why an episode cannot be saved, and a failure, stay written out.
   * Colours follow the text around it (`currentColor`), the focus ring too.
   */
  compact?: boolean;
  className?: string;
}

/**
 * The 保存 control of an episode, on the work page and in the viewer. Before saving it says
 * what the episode will take (`保存（約12.3 MB）`); while saving, `保存中` with a `<progress>`
 * of the requests stored and the percentage; once saved, `保存済み（12.3 MB）` and 削除. An
 * episode that cannot be saved shows why on a disabled button (`UNSAVEABLE_TEXTS`); a failed
 * save shows `保存できませんでした`, the app's message and 再試行. Every word is in the language of
 * the nearest `UiLocaleProvider` of `@cw/ui` (Japanese without one): `Save (about 12.3 MB)`,
 * `儲存（約12.3 MB）`…
 *
 * Stateless: the app saves and deletes (caches, the service worker, the library) and passes the
 * new `state`. The pressed button stays in place while saving (`aria-busy`, presses ignored), so
 * the focus stays on it; a control that goes while focused hands the focus to the group, never
 * to the page's start. `保存済み` and failures are announced in a polite live region.
 *
 * @example
 * <SaveEpisodeButton
 *   state={saveState}
 *   episodeTitle={episode.title}
 *   onSave={() => save(episode)}
 *   onDelete={() => remove({ kind: 'episode', episodeCode: episode.code })}
 * />
 */
export function SaveEpisodeButton({
  state,
  onSave,
  onDelete,
  episodeTitle,
  compact = false,
  className,
}: SaveEpisodeButtonProps) {
  const locale = useUiLocale();
  const text = SAVE_EPISODE_TEXTS[locale];
  const statusId = useId();
  const { rootRef, keep } = useFocusKeeper<HTMLFieldSetElement>();
  // Words that an icon shows in the toolbar are read by screen readers only.
  const iconWords = compact ? 'cw-ui-visually-hidden' : undefined;

  // Each part keeps its place among the children whatever the state, so React keeps the
  // pressed button (保存 → 保存中) and the live region, which must exist before it speaks.
  let primary: ReactNode = null;
  let progress: ReactNode = null;
  let secondary: ReactNode = null;

  switch (state.kind) {
    case 'idle':
      primary = (
        <button
          ref={keep}
          type="button"
          className={buttonClass(compact, 'primary')}
          onClick={onSave}
          data-focus-fallback=""
        >
          <SaveIcon />
          <span className={iconWords}>{saveButtonText(state.estimatedBytes, locale)}</span>
        </button>
      );
      break;
    case 'saving':
      primary = (
        <button
          ref={keep}
          type="button"
          className={buttonClass(compact, 'primary')}
          // Not `disabled`: the focus that pressed 保存 stays here; presses do nothing.
          aria-disabled="true"
          aria-busy="true"
          data-focus-fallback=""
        >
          <SaveIcon />
          <span className={iconWords}>{text.saving}</span>
        </button>
      );
      progress = <SavingProgress state={state} label={text.progress} compact={compact} />;
      break;
    case 'saved':
      secondary = (
        <button
          ref={keep}
          type="button"
          className={buttonClass(compact, 'secondary')}
          aria-label={deleteSavedEpisodeText(episodeTitle, locale)}
          onClick={onDelete}
        >
          <DeleteIcon />
          <span className={iconWords}>{text.delete}</span>
        </button>
      );
      break;
    case 'unsaveable':
      primary = (
        <button type="button" className={buttonClass(compact, 'secondary', 'text')} disabled>
          {UNSAVEABLE_TEXTS[locale][state.reason]}
        </button>
      );
      break;
    case 'failed':
      secondary = (
        <button
          ref={keep}
          type="button"
          className={buttonClass(compact, 'secondary', 'text')}
          aria-describedby={statusId}
          onClick={onSave}
          data-focus-fallback=""
        >
          {text.retry}
        </button>
      );
      break;
  }

  return (
    // A fieldset: the group of the control's buttons, named, and focusable as the fallback.
    <fieldset
      ref={rootRef}
      aria-label={text.group}
      tabIndex={-1}
      className={clsx('cw-offline-save', compact && 'cw-offline-save--compact', className)}
      data-state={state.kind}
    >
      {primary}
      {progress}
      <p id={statusId} role="status" className="cw-offline-save__status">
        <SaveStatus state={state} locale={locale} iconWords={iconWords} />
      </p>
      {secondary}
    </fieldset>
  );
}

/** In the toolbar, icon buttons, or small text buttons for what must be read (why not, 再試行). */
function buttonClass(
  compact: boolean,
  variant: 'primary' | 'secondary',
  shows: 'icon' | 'text' = 'icon',
): string {
  return compact
    ? clsx(
        'cw-offline-save__compact-button',
        shows === 'icon'
          ? 'cw-offline-save__compact-button--icon'
          : 'cw-offline-save__compact-button--text',
      )
    : buttonClassName({ variant, size: 'sm', className: 'cw-offline-save__button' });
}

/** The requests stored, as a bar and a percentage, and the bytes unless compact. */
function SavingProgress({
  state,
  label,
  compact,
}: {
  state: Extract<SaveEpisodeState, { kind: 'saving' }>;
  label: string;
  compact: boolean;
}) {
  return (
    <span className="cw-offline-save__progress">
      <progress
        className="cw-offline-save__bar"
        aria-label={label}
        // Without a total yet the bar is indeterminate rather than claiming 0 of 0.
        value={state.total > 0 ? Math.min(state.done, state.total) : undefined}
        max={state.total > 0 ? state.total : undefined}
      />
      <span className="cw-offline-save__percent">{`${savingPercent(state.done, state.total)}%`}</span>
      {compact ? null : (
        <span className="cw-offline-save__bytes">
          {savingBytesText(state.savedBytes, state.totalBytes)}
        </span>
      )}
    </span>
  );
}

/** What the live region says: 保存済み and the bytes, or the failure and the app's message. */
function SaveStatus({
  state,
  locale,
  iconWords,
}: {
  state: SaveEpisodeState;
  locale: UiLocale;
  iconWords?: string;
}) {
  if (state.kind === 'saved') {
    return (
      <>
        <SavedIcon />
        <span className={iconWords}>{savedText(state.bytes, locale)}</span>
      </>
    );
  }
  if (state.kind !== 'failed') return null;
  return (
    <>
      <strong className="cw-offline-save__error">{SAVE_EPISODE_TEXTS[locale].failed}</strong>
      {/* Read as two sentences, not run together. */}
      {state.message ? ' ' : null}
      {state.message ? <span className="cw-offline-save__message">{state.message}</span> : null}
    </>
  );
}
