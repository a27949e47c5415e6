'use client';

import { type KeyboardEvent, useState } from 'react';
import { type SearchSuggestion, shouldSuggest } from '../searchInput';

export interface UseSuggestionListboxOptions {
  /** The suggestions for the latest query reported. */
  suggestions: readonly SearchSuggestion[];
  /** The text in the input. */
  value: string;
  /** Enter on a highlighted suggestion. */
  onPick: (suggestion: SearchSuggestion) => void;
  /** Escape with the list closed and text in the input. */
  onClear: () => void;
}

export interface SuggestionListbox {
  /** Whether the list shows: open, with text worth suggesting for and suggestions for it. */
  expanded: boolean;
  /** The highlighted suggestion's index, `-1` for none (always while the list is hidden). */
  active: number;
  /** Opens the list, keeping the highlight (the input gets focus). */
  open: () => void;
  /** Opens the list with nothing highlighted (the reader typed). */
  openUnhighlighted: () => void;
  /** Closes the list and drops the highlight. */
  close: () => void;
  /** Highlights a suggestion (the pointer moved over it). */
  highlight: (index: number) => void;
  /** The input's keys: Down/Up, Enter and Escape; left to the IME while it composes. */
  handleKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
}

/**
 * The listbox state of `SearchBox` (WAI-ARIA APG combobox): whether the suggestions show, which
 * one is highlighted, and the keys that move through them (wrapping), pick one or close the
 * list. New suggestions drop the highlight, so Enter cannot pick an item the reader never saw.
 */
export function useSuggestionListbox({
  suggestions,
  value,
  onPick,
  onClear,
}: UseSuggestionListboxOptions): SuggestionListbox {
  const [isOpen, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const [shownSuggestions, setShownSuggestions] = useState(suggestions);

  // New suggestions: nothing highlighted, so Enter cannot pick an item the reader never saw.
  if (shownSuggestions !== suggestions) {
    setShownSuggestions(suggestions);
    setActiveIndex(-1);
  }

  const expanded = isOpen && shouldSuggest(value) && suggestions.length > 0;
  const active = expanded && activeIndex < suggestions.length ? activeIndex : -1;

  const close = () => {
    setOpen(false);
    setActiveIndex(-1);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter and arrows confirm or move the IME's conversion while it composes.
    if (event.nativeEvent.isComposing || event.keyCode === 229) return;
    const count = suggestions.length;
    switch (event.key) {
      case 'ArrowDown':
        if (count === 0 || !shouldSuggest(value)) return;
        event.preventDefault();
        setOpen(true);
        setActiveIndex(expanded ? (active + 1) % count : 0);
        return;
      case 'ArrowUp':
        if (count === 0 || !shouldSuggest(value)) return;
        event.preventDefault();
        setOpen(true);
        setActiveIndex(expanded && active > 0 ? active - 1 : count - 1);
        return;
      case 'Enter': {
        const suggestion = active >= 0 ? suggestions[active] : undefined;
        if (suggestion) {
          event.preventDefault();
          onPick(suggestion);
        }
        return;
      }
      case 'Escape':
        event.preventDefault();
        if (expanded) close();
        else if (value !== '') onClear();
        return;
    }
  };

  return {
    expanded,
    active,
    open: () => setOpen(true),
    openUnhighlighted: () => {
      setOpen(true);
      setActiveIndex(-1);
    },
    close,
    highlight: setActiveIndex,
    handleKeyDown,
  };
}
