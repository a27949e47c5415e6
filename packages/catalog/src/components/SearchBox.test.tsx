import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type SearchSuggestion, shouldSuggest } from '../searchInput';
import { SearchBox, type SearchBoxProps } from './SearchBox';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const SUGGESTIONS: SearchSuggestion[] = [
  { kind: 'work', id: 1, code: 'CW_1', text: 'ねこと魔法のパン屋さん' },
  { kind: 'author', id: 2, text: '猫田まほ' },
  { kind: 'tag', id: 3, text: '魔法' },
];

/** The app around the box: it fetches (here: filters) suggestions for each reported query. */
function Harness(props: Partial<SearchBoxProps>) {
  const [query, setQuery] = useState('');
  const suggestions = shouldSuggest(query)
    ? SUGGESTIONS.filter((item) => item.text.includes(query))
    : [];
  return (
    <SearchBox
      debounceMs={0}
      suggestions={suggestions}
      onSelect={() => {}}
      {...props}
      onQueryChange={(next) => {
        setQuery(next);
        props.onQueryChange?.(next);
      }}
    />
  );
}

const input = () => screen.getByRole('combobox', { name: '作品名・作者名で検索' });
const options = () => screen.getAllByRole('option');

async function typeAndWait(text: string) {
  const user = userEvent.setup();
  await user.type(input(), text);
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeTruthy());
  return user;
}

describe('SearchBox', () => {
  it("is a search form with a combobox named '作品名・作者名で検索'", () => {
    render(<SearchBox />);
    const form = screen.getByRole('search');
    expect(form.getAttribute('action')).toBe('/search');
    expect(form.getAttribute('method')).toBe('get');
    // A text input with the phone's search keyboard: HTML allows role=combobox on text only.
    expect(input().getAttribute('type')).toBe('text');
    expect(input().getAttribute('inputmode')).toBe('search');
    expect(input().getAttribute('role')).toBe('combobox');
    expect(input().getAttribute('name')).toBe('q');
    expect(input().getAttribute('maxlength')).toBe('100');
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect(within(form).getByRole('button', { name: '検索' }).getAttribute('type')).toBe('submit');
  });

  it('reports the normalized text once the reader stops typing, once per text', () => {
    vi.useFakeTimers();
    const onQueryChange = vi.fn();
    render(<SearchBox onQueryChange={onQueryChange} debounceMs={300} />);
    const typeText = (value: string) => fireEvent.change(input(), { target: { value } });
    typeText('  魔');
    act(() => vi.advanceTimersByTime(200));
    typeText('  魔法');
    act(() => vi.advanceTimersByTime(200));
    typeText('  魔法\u3000の');
    act(() => vi.advanceTimersByTime(299));
    expect(onQueryChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onQueryChange).toHaveBeenCalledTimes(1);
    expect(onQueryChange).toHaveBeenCalledWith('魔法 の');
    // A trailing space normalizes to the same text: not reported again.
    typeText('  魔法\u3000の ');
    act(() => vi.advanceTimersByTime(300));
    expect(onQueryChange).toHaveBeenCalledTimes(1);
  });

  it('shows the suggestions it is given in a listbox, and announces their number', async () => {
    render(<Harness />);
    await typeAndWait('魔法');
    const listbox = screen.getByRole('listbox', { name: '検索候補' });
    expect(input().getAttribute('aria-expanded')).toBe('true');
    expect(input().getAttribute('aria-controls')).toBe(listbox.id);
    expect(options().map((option) => option.textContent)).toEqual([
      'ねこと魔法のパン屋さん作品',
      '魔法タグ',
    ]);
    expect(screen.getByRole('status').textContent).toBe('2件の候補があります');
  });

  it('moves through the suggestions with Down and Up, wrapping', async () => {
    render(<Harness />);
    const user = await typeAndWait('魔法');
    await user.keyboard('{ArrowDown}');
    const [first, second] = options() as [HTMLElement, HTMLElement];
    expect(input().getAttribute('aria-activedescendant')).toBe(first.id);
    expect(first.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowDown}');
    expect(input().getAttribute('aria-activedescendant')).toBe(second.id);
    await user.keyboard('{ArrowDown}');
    expect(input().getAttribute('aria-activedescendant')).toBe(first.id);
    await user.keyboard('{ArrowUp}');
    expect(input().getAttribute('aria-activedescendant')).toBe(second.id);
    expect(document.activeElement).toBe(input());
  });

  it('picks the highlighted suggestion with Enter', async () => {
    const onSelect = vi.fn();
    const onSubmit = vi.fn();
    render(<Harness onSelect={onSelect} onSubmit={onSubmit} />);
    const user = await typeAndWait('魔法');
    await user.keyboard('{ArrowUp}{Enter}');
    expect(onSelect).toHaveBeenCalledWith(SUGGESTIONS[2]);
    expect(onSubmit).not.toHaveBeenCalled();
    expect((input() as HTMLInputElement).value).toBe('魔法');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input().getAttribute('aria-expanded')).toBe('false');
  });

  it('picks a suggestion with a click', async () => {
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} />);
    const user = await typeAndWait('猫');
    await user.click(screen.getByRole('option', { name: /猫田まほ/ }));
    expect(onSelect).toHaveBeenCalledWith(SUGGESTIONS[1]);
  });

  it('searches with Enter when no suggestion is highlighted', async () => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    const user = await typeAndWait('魔法');
    await user.type(input(), '  の {Enter}');
    expect(onSubmit).toHaveBeenCalledWith('魔法 の');
  });

  it('never searches for blank text', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<SearchBox onSubmit={onSubmit} />);
    await user.type(input(), '　 {Enter}');
    await user.click(screen.getByRole('button', { name: '検索' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('closes the list with Escape, then clears the text with another', async () => {
    render(<Harness />);
    const user = await typeAndWait('魔法');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input().getAttribute('aria-activedescendant')).toBeNull();
    expect((input() as HTMLInputElement).value).toBe('魔法');
    await user.keyboard('{Escape}');
    expect((input() as HTMLInputElement).value).toBe('');
  });

  it('leaves Enter and arrows to the IME while it composes', async () => {
    const onSelect = vi.fn();
    const onSubmit = vi.fn();
    render(<Harness onSelect={onSelect} onSubmit={onSubmit} />);
    const user = await typeAndWait('魔法');
    await user.keyboard('{ArrowDown}');
    fireEvent.keyDown(input(), { key: 'Enter', isComposing: true });
    fireEvent.keyDown(input(), { key: 'ArrowDown', keyCode: 229 });
    expect(onSelect).not.toHaveBeenCalled();
    expect(input().getAttribute('aria-activedescendant')).toBe(options()[0]?.id);
  });

  it('hides the list when the text is cleared, whatever suggestions remain', async () => {
    const user = userEvent.setup();
    render(<SearchBox suggestions={SUGGESTIONS} />);
    await user.type(input(), 'a');
    expect(screen.getByRole('listbox')).toBeTruthy();
    await user.clear(input());
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('closes the list when focus leaves', async () => {
    const user = userEvent.setup();
    render(<SearchBox suggestions={SUGGESTIONS} />);
    await user.type(input(), 'a');
    await user.tab();
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '検索' }));
  });

  it('starts from the current query', () => {
    render(<SearchBox defaultValue="魔法" />);
    expect((input() as HTMLInputElement).value).toBe('魔法');
  });

  it('renders on the server as a working form', () => {
    const html = renderToString(<SearchBox action="/search/content" defaultValue="魔法" />);
    expect(html).toContain('action="/search/content"');
    expect(html).toContain('name="q"');
    expect(html).toContain('value="魔法"');
  });
});
