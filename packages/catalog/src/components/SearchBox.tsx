'use client';

import { SEARCH_PATH } from '@cw/paths';
import { buttonClassName } from '@cw/ui';
import { clsx } from 'clsx';
import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import {
  normalizeSearchInput,
  SEARCH_QUERY_MAX_LENGTH,
  SEARCH_QUERY_PARAM,
  type SearchSuggestion,
  searchSuggestionHref,
} from '../searchInput';
import { SEARCH_BUTTON_TEXT, SEARCH_INPUT_TEXT, suggestionCountText } from '../text';
import { SearchSuggestionList } from './SearchSuggestionList';
import { useQueryReport } from './useQueryReport';
import { useSuggestionListbox } from './useSuggestionListbox';

// One empty list for every render: a fresh `[]` default would count as new suggestions each time.
const NO_SUGGESTIONS: readonly SearchSuggestion[] = [];

export interface SearchBoxProps {
  /** The text at first (the `q` of the results page). */
  defaultValue?: string;
  /** Suggestions for the latest query the box reported; the app fetches them. */
  suggestions?: readonly SearchSuggestion[];
  /**
   * Called `debounceMs` after the reader stops typing, with the normalized text
   * (`normalizeSearchInput`), once per distinct text; fetch suggestions when
   * `shouldSuggest(query)`.
   */
  onQueryChange?: (query: string) => void;
  /**
   * Called when the reader picks a suggestion (Enter on it, or a click). By default the page
   * goes to `searchSuggestionHref(suggestion)`; pass the router's `push` for a soft navigation.
   */
  onSelect?: (suggestion: SearchSuggestion) => void;
  /**
   * Called with the normalized text when the reader searches (Enter, or the button), instead of
   * the form's own GET to `action`. Blank text never searches.
   */
  onSubmit?: (query: string) => void;
  /** The results page the form goes to without `onSubmit` (also without JavaScript). */
  action?: string;
  /** Quiet time before `onQueryChange`, in milliseconds. */
  debounceMs?: number;
  /** Name of the input. */
  label?: string;
  placeholder?: string;
  className?: string;
}

/**
 * The search box (WAI-ARIA APG "Combobox with listbox popup"): a text input (`inputmode=
 * "search"`) named `作品名・作者名で検索` in a search form, and a listbox of the app's suggestions under it. The
 * box does not fetch: it reports what was typed (debounced, normalized) through `onQueryChange`
 * and shows the `suggestions` it is given. Down/Up move through the suggestions (wrapping),
 * Enter picks the highlighted one or searches, Escape closes the list and then clears the text;
 * keys pressed while a Japanese IME is composing are left to the IME. The number of suggestions
 * is announced politely. Without JavaScript the form still searches (`GET {action}?q=…`).
 *
 * @example
 * <SearchBox
 *   onQueryChange={setQuery}
 *   suggestions={shouldSuggest(query) ? (suggestions.data ?? []) : []}
 *   onSelect={(s) => router.push(searchSuggestionHref(s))}
 *   onSubmit={(q) => router.push(searchHref(q))}
 * />
 */
export function SearchBox({
  defaultValue = '',
  suggestions = NO_SUGGESTIONS,
  onQueryChange,
  onSelect,
  onSubmit,
  action = SEARCH_PATH,
  debounceMs = 200,
  label = SEARCH_INPUT_TEXT,
  placeholder = label,
  className,
}: SearchBoxProps) {
  const id = useId();
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const [value, setValue] = useState(defaultValue);
  const report = useQueryReport(defaultValue, onQueryChange, debounceMs);
  const listbox = useSuggestionListbox({
    suggestions,
    value,
    // `select` closes the listbox, so it is declared below it.
    onPick: (suggestion) => select(suggestion),
    onClear: () => {
      setValue('');
      report('');
    },
  });
  const { expanded, active, close } = listbox;

  const select = (suggestion: SearchSuggestion) => {
    setValue(suggestion.text);
    close();
    if (onSelect) onSelect(suggestion);
    else window.location.assign(searchSuggestionHref(suggestion));
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    setValue(event.target.value);
    listbox.openUnhighlighted();
    report(event.target.value);
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    const query = normalizeSearchInput(value);
    if (query === '') {
      event.preventDefault();
      return;
    }
    close();
    if (onSubmit) {
      event.preventDefault();
      onSubmit(query);
    }
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is not announced by every screen reader yet
    <form
      role="search"
      action={action}
      method="get"
      className={clsx('cw-cat-search', className)}
      onSubmit={handleSubmit}
    >
      <label htmlFor={`${id}-input`} className="cw-cat-visually-hidden">
        {label}
      </label>
      <div className="cw-cat-search__field">
        <input
          id={`${id}-input`}
          // A text input: HTML allows the combobox role on it (not on type=search); the phone's
          // keyboard still offers 検索 (inputMode, enterKeyHint).
          type="text"
          inputMode="search"
          name={SEARCH_QUERY_PARAM}
          className="cw-cat-search__input"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          placeholder={placeholder}
          value={value}
          onChange={handleChange}
          onKeyDown={listbox.handleKeyDown}
          onFocus={listbox.open}
          onBlur={close}
        />
        <SearchSuggestionList
          id={listboxId}
          optionId={optionId}
          suggestions={suggestions}
          expanded={expanded}
          active={active}
          onHighlight={listbox.highlight}
          onPick={select}
        />
      </div>
      <button
        type="submit"
        className={buttonClassName({
          variant: 'primary',
          size: 'md',
          className: 'cw-cat-search__submit',
        })}
      >
        {SEARCH_BUTTON_TEXT}
      </button>
      <p role="status" className="cw-cat-visually-hidden">
        {expanded ? suggestionCountText(suggestions.length) : ''}
      </p>
    </form>
  );
}
