import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { type SearchSuggestion, shouldSuggest } from '../searchInput';
import { sampleSuggestions } from '../test/storyFixtures';
import { SearchBox, type SearchBoxProps } from './SearchBox';
import '@cw/ui/styles.css';
import './catalog.css';

/** The box with an app around it that answers suggestions from the sample data. */
function SearchBoxDemo(props: SearchBoxProps) {
  const [suggestions, setSuggestions] = useState<SearchSuggestion[]>([]);
  return (
    <div style={{ maxWidth: 560, minHeight: 360 }}>
      <SearchBox
        {...props}
        suggestions={suggestions}
        onQueryChange={(query) => {
          setSuggestions(shouldSuggest(query) ? sampleSuggestions(query) : []);
          props.onQueryChange?.(query);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'catalog/SearchBox',
  component: SearchBoxDemo,
  args: { onQueryChange: fn(), onSelect: fn(), onSubmit: fn() },
} satisfies Meta<typeof SearchBoxDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** Type, move with the arrows, pick with Enter. */
export const PickWithKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: '作品名・作者名で検索' });
    await userEvent.type(input, '魔法');
    await waitFor(() => expect(canvas.getByRole('listbox')).toBeVisible());
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('魔法');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(canvas.getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('listbox')).toBeNull();
  },
};

/** Enter with nothing highlighted searches for the text. */
export const Submit: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox');
    await userEvent.type(input, '  パン屋　さん {Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('パン屋 さん');
  },
};

/** Escape closes the list, then clears the text. */
export const Escape: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox');
    await userEvent.type(input, 'パン');
    await waitFor(() => expect(canvas.getByRole('listbox')).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('listbox')).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
  },
};

/** Every state: empty, with a query, with its suggestions open. */
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <SearchBox {...args} />
      <SearchBox {...args} defaultValue="魔法" />
      <div style={{ minHeight: 320 }}>
        <SearchBox {...args} defaultValue="魔法" suggestions={sampleSuggestions('魔法')} />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const inputs = within(canvasElement).getAllByRole('combobox');
    // Focus opens the third box's suggestions.
    inputs[2]?.focus();
    await waitFor(() => expect(within(canvasElement).getByRole('listbox')).toBeVisible());
  },
};
