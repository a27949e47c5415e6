'use client';

import { Badge, type UiLocale, useUiLocale } from '@cw/ui';
import {
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type Ref,
  useId,
  useRef,
} from 'react';
import type { PresentationMode, ReadingDirection } from '../storedPreferences';
import {
  PRESENTATION_MODE_TEXTS,
  READING_DIRECTION_TEXTS,
  VIEWER_TEXTS,
  type ViewerText,
} from '../text';

export interface ViewerControlsProps {
  /** The element around both bars, so the viewer can tell keys pressed in them. */
  ref?: Ref<HTMLDivElement>;
  workTitle: string;
  episodeTitle: string;
  /** A trial chapter: the title is marked 試し読み. */
  trial: boolean;
  /** The app's actions, shown after the title (see `toolbarActions` of the viewer). */
  actions?: ReactNode;
  workHref: string;
  /** On a press of the back arrow; may `preventDefault()` to go back in history instead. */
  onWorkLinkClick: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** The direction read in now: the reader's choice, or the work's own. */
  direction: ReadingDirection;
  onDirectionChange: (direction: ReadingDirection) => void;
  presentationMode: PresentationMode;
  onPresentationModeChange: (mode: PresentationMode) => void;
  /** `null` hides the toggle (single pages, vertical scrolling: no spreads to shift). */
  spreadShift: boolean | null;
  onSpreadShiftChange: (spreadShift: boolean) => void;
  /** One-based page of the slider. */
  pageNumber: number;
  pageCount: number;
  onSeek: (pageNumber: number) => void;
  /** `rtl` makes the slider (and the page buttons) run right to left, as the book does. */
  sliderDirection: 'ltr' | 'rtl';
  /** "3 / 24ページ", "3〜4 / 24ページ". */
  counter: string;
  onPreviousPage: () => void;
  onNextPage: () => void;
  canGoPrevious: boolean;
  canGoNext: boolean;
  /** The phone's menu (direction, presentation) is open; desktops always show its choices. */
  menuOpen: boolean;
  onMenuOpenChange: (open: boolean) => void;
  /** A press or key inside the bars: they stay up a while longer. */
  onUse: () => void;
  /** Focus entered (`true`) or left the bars. */
  onFocusWithinChange: (inside: boolean) => void;
}

const PRESENTATION_MODES = ['normal', 'wide', 'fullscreen'] as const;
const DIRECTIONS = ['vertical', 'horizontal'] as const;

/**
 * The viewer's menu (top: back to the work, title, direction, presentation, spread shift)
 * and page bar (bottom: page buttons, slider, counter). Shown and hidden by a tap in the
 * middle of the page; both stay reachable with Tab, and show while focus is inside them.
 * On phones the menu is one compact bar: its choices open from a 表示設定 button.
 */
export function ViewerControls({
  ref,
  workTitle,
  episodeTitle,
  trial,
  actions,
  workHref,
  onWorkLinkClick,
  menuOpen,
  onMenuOpenChange,
  onUse,
  onFocusWithinChange,
  ...rest
}: ViewerControlsProps) {
  const locale = useUiLocale();
  const text = VIEWER_TEXTS[locale];
  const optionsId = useId();
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    onUse();
    if (event.key !== 'Escape' || !menuOpen) return;
    // Handled here, so the viewer does not also leave fullscreen.
    event.preventDefault();
    onMenuOpenChange(false);
    menuButtonRef.current?.focus();
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (!(next instanceof Node && event.currentTarget.contains(next))) onFocusWithinChange(false);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: watches its controls; takes no input itself
    <div
      ref={ref}
      className="cw-viewer-controls"
      onPointerDown={onUse}
      onMouseDown={keepFocusOffButtons}
      onKeyDown={onKeyDown}
      onFocus={() => onFocusWithinChange(true)}
      onBlur={onBlur}
    >
      <fieldset className="cw-viewer-toolbar" aria-label={text.toolbar}>
        <a
          href={workHref}
          className="cw-viewer-back"
          onClick={onWorkLinkClick}
          data-testid="viewer-back-to-work"
        >
          <Chevron side="left" />
          <span className="cw-viewer-visually-hidden">{text.backToWork}</span>
        </a>
        <p className="cw-viewer-title">
          <span className="cw-viewer-title__work">{workTitle}</span>
          <span className="cw-viewer-title__episode">
            {trial ? (
              <Badge variant="accent" className="cw-viewer-title__trial">
                {text.trial}
              </Badge>
            ) : null}
            <span className="cw-viewer-title__episode-text">{episodeTitle}</span>
          </span>
        </p>
        {actions ? <div className="cw-viewer-toolbar__actions">{actions}</div> : null}
        <button
          ref={menuButtonRef}
          type="button"
          className="cw-viewer-icon-button cw-viewer-menu-button"
          aria-label={text.displaySettings}
          aria-expanded={menuOpen}
          aria-controls={optionsId}
          onClick={() => onMenuOpenChange(!menuOpen)}
          data-testid="viewer-menu-button"
        >
          <SettingsIcon />
        </button>
        <ViewerOptions
          {...rest}
          optionsId={optionsId}
          menuOpen={menuOpen}
          locale={locale}
          text={text}
        />
      </fieldset>
      <ViewerPageBar {...rest} text={text} />
    </div>
  );
}

// A clicked button does not keep focus, so Space and the arrows go on turning pages after
// a click; keyboard focus (Tab) still lands on it, where Space presses it.
function keepFocusOffButtons(event: MouseEvent<HTMLDivElement>) {
  if (event.target instanceof Element && event.target.closest('button')) event.preventDefault();
}

/** The display choices: direction, presentation, spread shift (a menu on phones). */
function ViewerOptions({
  optionsId,
  menuOpen,
  locale,
  text,
  direction,
  onDirectionChange,
  presentationMode,
  onPresentationModeChange,
  spreadShift,
  onSpreadShiftChange,
}: Pick<
  ViewerControlsProps,
  | 'menuOpen'
  | 'direction'
  | 'onDirectionChange'
  | 'presentationMode'
  | 'onPresentationModeChange'
  | 'spreadShift'
  | 'onSpreadShiftChange'
> & { optionsId: string; locale: UiLocale; text: ViewerText }) {
  return (
    <div id={optionsId} className="cw-viewer-options" data-open={menuOpen ? 'true' : 'false'}>
      <fieldset className="cw-viewer-segmented">
        <legend className="cw-viewer-visually-hidden">{text.readingDirection}</legend>
        {DIRECTIONS.map((value) => (
          <button
            key={value}
            type="button"
            className="cw-viewer-segmented__button"
            aria-pressed={direction === value}
            onClick={() => onDirectionChange(value)}
            data-direction={value}
          >
            {READING_DIRECTION_TEXTS[locale][value]}
          </button>
        ))}
      </fieldset>
      <fieldset className="cw-viewer-segmented">
        <legend className="cw-viewer-visually-hidden">{text.presentationMode}</legend>
        {PRESENTATION_MODES.map((value) => (
          <button
            key={value}
            type="button"
            className="cw-viewer-segmented__button"
            aria-pressed={presentationMode === value}
            onClick={() => onPresentationModeChange(value)}
            data-presentation-mode={value}
          >
            {PRESENTATION_MODE_TEXTS[locale][value]}
          </button>
        ))}
      </fieldset>
      {spreadShift === null ? null : (
        <button
          type="button"
          className="cw-viewer-toggle"
          aria-pressed={spreadShift}
          onClick={() => onSpreadShiftChange(!spreadShift)}
          data-testid="viewer-spread-shift"
        >
          {text.spreadShift}
        </button>
      )}
    </div>
  );
}

/** The page bar: page buttons either side of the slider, and the counter. */
function ViewerPageBar({
  text,
  pageNumber,
  pageCount,
  onSeek,
  sliderDirection,
  counter,
  onPreviousPage,
  onNextPage,
  canGoPrevious,
  canGoNext,
}: Pick<
  ViewerControlsProps,
  | 'pageNumber'
  | 'pageCount'
  | 'onSeek'
  | 'sliderDirection'
  | 'counter'
  | 'onPreviousPage'
  | 'onNextPage'
  | 'canGoPrevious'
  | 'canGoNext'
> & { text: ViewerText }) {
  const previousButton = (
    <button
      type="button"
      className="cw-viewer-icon-button"
      aria-label={text.previousPage}
      disabled={!canGoPrevious}
      onClick={onPreviousPage}
      data-testid="viewer-previous-page"
    >
      <Chevron side={sliderDirection === 'rtl' ? 'right' : 'left'} />
    </button>
  );
  const nextButton = (
    <button
      type="button"
      className="cw-viewer-icon-button"
      aria-label={text.nextPage}
      disabled={!canGoNext}
      onClick={onNextPage}
      data-testid="viewer-next-page"
    >
      <Chevron side={sliderDirection === 'rtl' ? 'left' : 'right'} />
    </button>
  );

  return (
    <fieldset className="cw-viewer-footer" aria-label={text.footer}>
      {sliderDirection === 'rtl' ? nextButton : previousButton}
      <input
        type="range"
        className="cw-viewer-slider"
        min={1}
        max={Math.max(1, pageCount)}
        step={1}
        value={pageNumber}
        dir={sliderDirection}
        aria-label={text.pageSlider}
        aria-valuetext={counter}
        onChange={(event) => onSeek(Number(event.currentTarget.value))}
        data-testid="viewer-page-slider"
      />
      {sliderDirection === 'rtl' ? previousButton : nextButton}
      <p className="cw-viewer-counter" data-testid="viewer-page-counter">
        {counter}
      </p>
    </fieldset>
  );
}

/** A 24px line icon of the bars, drawn in the text colour; decorative (the button is named). */
function LineIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      className="cw-viewer-icon"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

function SettingsIcon() {
  return (
    <LineIcon>
      <path d="M4 7h9m4 0h3M4 17h3m4 0h9" />
      <circle cx="15" cy="7" r="2" />
      <circle cx="9" cy="17" r="2" />
    </LineIcon>
  );
}

function Chevron({ side }: { side: 'left' | 'right' }) {
  return (
    <LineIcon>
      <path d={side === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} />
    </LineIcon>
  );
}
