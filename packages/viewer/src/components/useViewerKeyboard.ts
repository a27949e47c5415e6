'use client';

import { useLatest } from '@cw/ui';
import { type RefObject, useEffect } from 'react';
import { type ControlKind, keyStaysWithControl, mapKey } from '../inputMapping';
import type { ReadingState } from './useReadingPosition';
import type { ViewerControlsState } from './useViewerControls';
import type { ViewerPreferences } from './useViewerPreferences';

/** Options of {@link useViewerKeyboard}; read when a key is pressed. */
export interface ViewerKeyboardOptions {
  readonly rootRef: RefObject<HTMLElement | null>;
  /** The reading surface: a vertical strip focused there scrolls by itself. */
  readonly stageRef: RefObject<HTMLElement | null>;
  /** The element around the bars, whose controls keep the keys they need. */
  readonly controlsRef: RefObject<HTMLElement | null>;
  readonly vertical: boolean;
  /** Keys follow its scroll type; Esc leaves fullscreen (pressing 全画面表示 again). */
  readonly preferences: Pick<
    ViewerPreferences,
    'scrollType' | 'presentationMode' | 'choosePresentationMode'
  >;
  /** Keys that turn the page turn it. */
  readonly reading: Pick<ReadingState, 'turn'>;
  /** Other keys bring the bars back. */
  readonly bars: Pick<ViewerControlsState, 'wake'>;
}

const INTERACTIVE =
  'a[href], button, input, select, textarea, summary, dialog, [contenteditable]:not([contenteditable="false"])';

/**
 * Owns the viewer's keys (`mapKey`), listened to on the document: pressed anywhere in the viewer,
 * or with focus nowhere (body). The controls of the bars keep the keys they need
 * (`keyStaysWithControl`); other controls (the end panel's) keep every key.
 *
 * @example
 * useViewerKeyboard({ rootRef, stageRef, controlsRef, vertical, preferences, reading, bars });
 */
export function useViewerKeyboard(options: ViewerKeyboardOptions): void {
  const latest = useLatest(options);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      const { rootRef, stageRef, controlsRef, vertical, preferences, reading, bars } =
        latest.current;
      const root = rootRef.current;
      const stage = stageRef.current;
      const target = event.target;
      if (root === null || stage === null || !(target instanceof Element)) return;
      const onPage = target === document.body || target === document.documentElement;
      if (!onPage && !root.contains(target)) return;
      const control = controlsRef.current?.contains(target) ? controlKindOf(target) : null;
      if (control !== null) {
        if (keyStaysWithControl(event, control)) return;
      } else if (target !== stage && target.closest(INTERACTIVE)) {
        return;
      }
      if (event.key === 'Escape' && preferences.presentationMode === 'fullscreen') {
        event.preventDefault();
        preferences.choosePresentationMode('fullscreen');
        return;
      }
      const action = mapKey(event, preferences.scrollType);
      if (action === null) {
        bars.wake();
        return;
      }
      // A focused strip scrolls natively (arrows by lines, Space by screens).
      if (vertical && target === stage) return;
      event.preventDefault();
      reading.turn(action);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [latest]);
}

/** Which control of the bars holds focus, for the keys it keeps; `null` for none. */
function controlKindOf(target: Element): ControlKind | null {
  if (target.matches('input[type="range"]')) return 'slider';
  if (target.closest('button')) return 'button';
  if (target.closest('a[href]')) return 'link';
  return null;
}
