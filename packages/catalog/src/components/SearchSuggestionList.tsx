import { clsx } from 'clsx';
import type { SearchSuggestion } from '../searchInput';
import { SUGGESTION_KIND_TEXT, SUGGESTIONS_TEXT } from '../text';

export interface SearchSuggestionListProps {
  id: string;
  /** The id of the option at `index`, which the input names as its active descendant. */
  optionId: (index: number) => string;
  suggestions: readonly SearchSuggestion[];
  /** Whether the list shows; hidden, it is empty. */
  expanded: boolean;
  /** The highlighted option's index, `-1` for none. */
  active: number;
  onHighlight: (index: number) => void;
  onPick: (suggestion: SearchSuggestion) => void;
}

/**
 * The listbox of `SearchBox`: the suggestions with their kind. Focus stays in the input, which
 * moves through them (`aria-activedescendant`); the pointer highlights and picks them.
 */
export function SearchSuggestionList({
  id,
  optionId,
  suggestions,
  expanded,
  active,
  onHighlight,
  onPick,
}: SearchSuggestionListProps) {
  return (
    <ul
      id={id}
      // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the APG combobox's list
      role="listbox"
      aria-label={SUGGESTIONS_TEXT}
      className="cw-cat-search__listbox"
      hidden={!expanded}
    >
      {expanded
        ? suggestions.map((suggestion, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: keys act on the input (aria-activedescendant)
            // biome-ignore lint/a11y/useFocusableInteractive: focus stays in the input (aria-activedescendant)
            <li
              key={`${suggestion.kind}-${suggestion.id}`}
              id={optionId(index)}
              // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the list's items
              role="option"
              aria-selected={index === active}
              className={clsx(
                'cw-cat-search__option',
                index === active && 'cw-cat-search__option--active',
              )}
              // Keeps focus in the input, so the click lands before the list closes.
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => onHighlight(index)}
              onClick={() => onPick(suggestion)}
            >
              <span className="cw-cat-search__option-text">{suggestion.text}</span>
              <span className="cw-cat-search__option-kind">
                {SUGGESTION_KIND_TEXT[suggestion.kind]}
              </span>
            </li>
          ))
        : null}
    </ul>
  );
}
