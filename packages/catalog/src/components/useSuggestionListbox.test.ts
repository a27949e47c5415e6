import { act, cleanup, renderHook } from '@testing-library/react';
import type { KeyboardEvent } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SearchSuggestion } from '../searchInput';
import { type UseSuggestionListboxOptions, useSuggestionListbox } from './useSuggestionListbox';

afterEach(cleanup);

const SUGGESTIONS: SearchSuggestion[] = [
  { kind: 'work', id: 1, code: 'CW_1', text: 'ねこと魔法のパン屋さん' },
  { kind: 'author', id: 2, text: '猫田まほ' },
  { kind: 'tag', id: 3, text: '魔法' },
];

function renderListbox(props: Partial<UseSuggestionListboxOptions> = {}) {
  const onPick = vi.fn();
  const onClear = vi.fn();
  const hook = renderHook(
    (next: Partial<UseSuggestionListboxOptions>) =>
      useSuggestionListbox({ suggestions: SUGGESTIONS, value: '魔', onPick, onClear, ...next }),
    { initialProps: props },
  );
  return { ...hook, onPick, onClear };
}

/** Presses a key in the input; returns whether the box took it (`preventDefault`). */
function press(
  listbox: { current: ReturnType<typeof useSuggestionListbox> },
  key: string,
  { isComposing = false, keyCode = 0 } = {},
): boolean {
  const preventDefault = vi.fn();
  const event = { key, keyCode, nativeEvent: { isComposing }, preventDefault };
  act(() => listbox.current.handleKeyDown(event as unknown as KeyboardEvent<HTMLInputElement>));
  return preventDefault.mock.calls.length > 0;
}

describe('useSuggestionListbox', () => {
  it('is closed until opened, and shows only with text and suggestions', () => {
    const { result, rerender } = renderListbox();
    expect(result.current.expanded).toBe(false);
    act(() => result.current.open());
    expect(result.current.expanded).toBe(true);
    rerender({ value: '  ' });
    expect(result.current.expanded).toBe(false);
    rerender({ value: '魔', suggestions: [] });
    expect(result.current.expanded).toBe(false);
  });

  it('moves down and up through the suggestions, wrapping, and opens the list', () => {
    const { result } = renderListbox();
    expect(press(result, 'ArrowDown')).toBe(true);
    expect(result.current).toMatchObject({ expanded: true, active: 0 });
    press(result, 'ArrowDown');
    press(result, 'ArrowDown');
    expect(result.current.active).toBe(2);
    press(result, 'ArrowDown');
    expect(result.current.active).toBe(0);
    press(result, 'ArrowUp');
    expect(result.current.active).toBe(2);
  });

  it('starts from the last suggestion going up from a closed list', () => {
    const { result } = renderListbox();
    press(result, 'ArrowUp');
    expect(result.current).toMatchObject({ expanded: true, active: 2 });
  });

  it('leaves the arrows to the page without suggestions to move through', () => {
    const { result } = renderListbox({ suggestions: [] });
    expect(press(result, 'ArrowDown')).toBe(false);
    expect(result.current.active).toBe(-1);
  });

  it('leaves every key to the IME while it composes', () => {
    const { result, onPick } = renderListbox();
    press(result, 'ArrowDown');
    expect(press(result, 'ArrowDown', { isComposing: true })).toBe(false);
    expect(press(result, 'Enter', { keyCode: 229 })).toBe(false);
    expect(result.current.active).toBe(0);
    expect(onPick).not.toHaveBeenCalled();
  });

  it('picks the highlighted suggestion with Enter, and lets Enter search without one', () => {
    const { result, onPick } = renderListbox();
    act(() => result.current.open());
    expect(press(result, 'Enter')).toBe(false);
    press(result, 'ArrowDown');
    press(result, 'ArrowDown');
    expect(press(result, 'Enter')).toBe(true);
    expect(onPick).toHaveBeenCalledWith(SUGGESTIONS[1]);
  });

  it('closes the list with Escape, then clears the text', () => {
    const { result, rerender, onClear } = renderListbox();
    press(result, 'ArrowDown');
    expect(press(result, 'Escape')).toBe(true);
    expect(result.current).toMatchObject({ expanded: false, active: -1 });
    expect(onClear).not.toHaveBeenCalled();
    press(result, 'Escape');
    expect(onClear).toHaveBeenCalledOnce();
    rerender({ value: '' });
    press(result, 'Escape');
    expect(onClear).toHaveBeenCalledOnce();
  });

  it('drops the highlight for new suggestions and when the reader types', () => {
    const { result, rerender } = renderListbox();
    press(result, 'ArrowDown');
    rerender({ suggestions: SUGGESTIONS.slice(0, 2) });
    expect(result.current).toMatchObject({ expanded: true, active: -1 });
    act(() => result.current.highlight(1));
    expect(result.current.active).toBe(1);
    act(() => result.current.openUnhighlighted());
    expect(result.current).toMatchObject({ expanded: true, active: -1 });
  });
});
