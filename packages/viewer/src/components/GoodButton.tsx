'use client';

import { buttonClassName, formatCount, useUiLocale } from '@cw/ui';
import { useId } from 'react';
import { GOOD_TEXTS, goodCountText } from '../text';

export interface GoodButtonProps {
  /**
   * Whether the reader has pressed the good button of this episode; `null` while unknown
   * (loading): the button is then disabled and `aria-busy`, and claims no pressed state.
   */
  pressed: boolean | null;
  /**
   * The episode's good count, shown next to the button (`12,345`) and read as the button's
   * description; `null` hides it.
   */
  count: number | null;
  /**
   * A change is being saved: the button is `aria-busy` and ignores presses, so a double tap
   * does not post twice. It stays focusable (`aria-disabled`, not `disabled`), so the
   * keyboard focus that just pressed it is not lost.
   */
  pending?: boolean;
  /** Called with the state the reader asks for: `!pressed`. The app saves it. */
  onPressedChange: (pressed: boolean) => void;
  /**
   * The last change failed: `いいねできませんでした。…` is announced in a polite live region.
   * Pass the state the server still has as `pressed`.
   */
  error?: boolean;
  /**
   * The reader is not signed in. A guest's good cannot be taken back (the API has only a POST
   * for guests): once pressed the button stays pressed and ignores presses, with a note saying
   * why for screen readers.
   */
  guest?: boolean;
}

/**
 * The good button (いいね) of an episode: a toggle button (`aria-pressed`) with a heart, filled
 * when pressed, and the episode's count beside it, which screen readers hear as the button's
 * description. It fetches nothing: the app reads and saves the reader's good (the favourite
 * queries and mutations of `@cw/api-client`) and passes the state back, as it does for the
 * follow button. Shown on the end-of-episode panel through `ViewerEndPanel`'s `goodButton`.
 *
 * @example
 * <GoodButton
 *   pressed={status.data?.isFavorite ?? null}
 *   count={status.data?.count ?? null}
 *   pending={like.isPending || unlike.isPending}
 *   error={like.isError || unlike.isError}
 *   guest={!signedIn}
 *   onPressedChange={(on) => (on ? like : unlike).mutate({ episodeId: episode.id })}
 * />
 */
export function GoodButton({
  pressed,
  count,
  pending = false,
  onPressedChange,
  error = false,
  guest = false,
}: GoodButtonProps) {
  const locale = useUiLocale();
  const text = GOOD_TEXTS[locale];
  const countId = useId();
  const noteId = useId();
  const unknown = pressed === null;
  const shownCount = count === null ? null : formatCount(count);
  const lockedAsGuest = guest && pressed === true;
  // Pending and a guest's pressed button are reached by pressing it: `aria-disabled` keeps the
  // focus there (a `disabled` button drops it), and the press is ignored here instead.
  const inert = pending || lockedAsGuest;
  const describedBy = [count === null ? null : countId, lockedAsGuest ? noteId : null]
    .filter((id) => id !== null)
    .join(' ');

  return (
    <div className="cw-viewer-good" data-testid="viewer-good">
      <div className="cw-viewer-good__row">
        <button
          type="button"
          className={buttonClassName({
            variant: 'secondary',
            className: pressed
              ? 'cw-viewer-good__button cw-viewer-good__button--pressed'
              : 'cw-viewer-good__button',
          })}
          // No pressed state while unknown: 'not pressed' might turn out wrong.
          aria-pressed={unknown ? undefined : pressed}
          aria-busy={unknown || pending || undefined}
          aria-disabled={(!unknown && inert) || undefined}
          aria-describedby={describedBy === '' ? undefined : describedBy}
          disabled={unknown}
          onClick={() => {
            if (unknown || inert) return;
            onPressedChange(!pressed);
          }}
        >
          <span className="cw-viewer-good__icon" aria-hidden="true">
            {pressed ? '♥' : '♡'}
          </span>
          {text.label}
        </button>
        {shownCount === null ? null : (
          <span className="cw-viewer-good__count">
            <span aria-hidden="true">{shownCount}</span>
            {/* One text node, read as is ('12,345件'), in browse mode and as the description. */}
            <span id={countId} className="cw-viewer-visually-hidden">
              {goodCountText(shownCount, locale)}
            </span>
          </span>
        )}
      </div>
      {lockedAsGuest ? (
        <span id={noteId} className="cw-viewer-visually-hidden">
          {text.guestNote}
        </span>
      ) : null}
      {/* Always in the page, so the message is announced when it appears. */}
      <p role="status" className="cw-viewer-good__status">
        {error ? text.error : null}
      </p>
    </div>
  );
}
