import type { UiLocale } from '@cw/ui';
import { kanaTexts } from '@cw/vitest-config/locale';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UNSAVEABLE_TEXT, UNSAVEABLE_TEXTS } from '../saveability';
import { SAVE_EPISODE_TEXTS } from '../text';
import { SaveEpisodeButton, type SaveEpisodeButtonProps } from './SaveEpisodeButton';
import '@cw/ui/styles.css';
import './offline.css';

const meta = {
  title: 'offline/SaveEpisodeButton',
  component: SaveEpisodeButton,
  args: {
    state: { kind: 'idle', estimatedBytes: 5_323_120 },
    onSave: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof SaveEpisodeButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In the viewer's toolbar: black, the text light. */
function Toolbar(args: SaveEpisodeButtonProps) {
  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'flex-end',
        gap: 8,
        minHeight: 60,
        padding: '0 8px',
        background: '#141414',
        color: '#f5f5f5',
      }}
    >
      <SaveEpisodeButton {...args} compact />
    </div>
  );
}

/** Not saved: the size it will take is shown before saving. */
export const NotSaved: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '保存（約5.3 MB）' }));
    await expect(args.onSave).toHaveBeenCalledOnce();
  },
};

/** Not saved, the size not known yet (the page count is loading). */
export const NotSavedWithoutEstimate: Story = {
  args: { state: { kind: 'idle', estimatedBytes: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '保存' })).toBeEnabled();
  },
};

/** Saving has just begun. */
export const Saving0: Story = {
  name: 'Saving 0%',
  args: {
    state: { kind: 'saving', savedBytes: 0, totalBytes: 5_323_120, done: 0, total: 21 },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: '保存の進み具合' })).toHaveAttribute(
      'value',
      '0',
    );
    await expect(canvas.getByText('0%')).toBeVisible();
  },
};

/** Saving: 8 of 20 requests stored; presses are ignored. */
export const Saving40: Story = {
  name: 'Saving 40%',
  args: {
    state: { kind: 'saving', savedBytes: 2_129_000, totalBytes: 5_323_120, done: 8, total: 20 },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: '保存中' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(canvas.getByText('40%')).toBeVisible();
    await expect(canvas.getByText('2.1 MB / 5.3 MB')).toBeVisible();
  },
};

/** Saved, with the size measured, and 削除. */
export const Saved: Story = {
  args: { state: { kind: 'saved', bytes: 5_301_744 }, episodeTitle: '第2話' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('保存済み（5.3 MB）');
    await userEvent.click(canvas.getByRole('button', { name: '『第2話』の保存を削除' }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
  },
};

/** Sold in stores (ストアで購入): never saved. */
export const UnsaveableStoreOnly: Story = {
  args: { state: { kind: 'unsaveable', reason: 'store-only' } },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', {
      name: UNSAVEABLE_TEXT['store-only'],
    });
    await expect(button).toBeDisabled();
    await expect(button).toBeVisible();
  },
};

/** No longer served. */
export const UnsaveableEnded: Story = {
  args: { state: { kind: 'unsaveable', reason: 'ended' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: UNSAVEABLE_TEXT.ended }),
    ).toBeDisabled();
  },
};

/** Its delivery period is over. */
export const UnsaveableExpired: Story = {
  args: { state: { kind: 'unsaveable', reason: 'expired' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: UNSAVEABLE_TEXT.expired }),
    ).toBeDisabled();
  },
};

/** The save failed: why, and 再試行. */
export const Failed: Story = {
  args: {
    state: {
      kind: 'failed',
      message:
        '端末の空き容量が足りません。保存済みのエピソードを削除してから、もう一度お試しください。',
    },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('保存できませんでした');
    await userEvent.click(canvas.getByRole('button', { name: '再試行' }));
    await expect(args.onSave).toHaveBeenCalledOnce();
  },
};

/** Compact, in the viewer's toolbar: an icon, its words for screen readers. */
export const CompactNotSaved: Story = {
  render: Toolbar,
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '保存（約5.3 MB）' });
    await expect(button.getBoundingClientRect().width).toBeLessThanOrEqual(48);
  },
};

/** Compact, saving: the bar and the percentage. */
export const CompactSaving: Story = {
  render: Toolbar,
  args: {
    state: { kind: 'saving', savedBytes: 2_129_000, totalBytes: 5_323_120, done: 8, total: 20 },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('40%')).toBeVisible();
  },
};

/** Compact, saved: a tick and the bin. */
export const CompactSaved: Story = {
  render: Toolbar,
  args: { state: { kind: 'saved', bytes: 5_301_744 } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: '保存したエピソードを削除' }),
    ).toBeVisible();
  },
};

/** Compact, cannot be saved: the reason stays written out. */
export const CompactUnsaveable: Story = {
  render: Toolbar,
  args: { state: { kind: 'unsaveable', reason: 'expired' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(UNSAVEABLE_TEXT.expired)).toBeVisible();
  },
};

/** Compact, failed: the failure and 再試行 stay written out. */
export const CompactFailed: Story = {
  render: Toolbar,
  args: { state: { kind: 'failed', message: '通信できませんでした。' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('保存できませんでした')).toBeVisible();
  },
};

const states: readonly [string, SaveEpisodeButtonProps['state']][] = [
  ['Not saved', { kind: 'idle', estimatedBytes: 5_323_120 }],
  ['Not saved, no estimate', { kind: 'idle', estimatedBytes: null }],
  ['Saving 0%', { kind: 'saving', savedBytes: 0, totalBytes: 5_323_120, done: 0, total: 21 }],
  [
    'Saving 40%',
    { kind: 'saving', savedBytes: 2_129_000, totalBytes: 5_323_120, done: 8, total: 20 },
  ],
  ['Saved', { kind: 'saved', bytes: 5_301_744 }],
  ['Store only', { kind: 'unsaveable', reason: 'store-only' }],
  ['Ended', { kind: 'unsaveable', reason: 'ended' }],
  ['Expired', { kind: 'unsaveable', reason: 'expired' }],
  ['Failed', { kind: 'failed', message: '通信できませんでした。' }],
];

/** The states, a failure worded as the app words it in `locale` (titles stay as given). */
const statesIn = (locale: UiLocale): typeof states =>
  states.map(([label, state]) => [
    label,
    state.kind === 'failed'
      ? { kind: 'failed', message: SAVE_EPISODE_TEXTS[locale].failedMessage }
      : state,
  ]);

/** Every state in `rows`, on the work page and in the viewer's toolbar. */
function StatesTable({
  rows,
  onSave,
  onDelete,
}: Pick<SaveEpisodeButtonProps, 'onSave' | 'onDelete'> & { rows: typeof states }) {
  return (
    <table style={{ borderCollapse: 'collapse' }}>
      <thead>
        <tr>
          <th scope="col">State</th>
          <th scope="col">Work page</th>
          <th scope="col">Viewer toolbar</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([label, state]) => (
          <tr key={label}>
            <th scope="row" style={{ padding: 8, textAlign: 'start' }}>
              {label}
            </th>
            <td style={{ padding: 8 }}>
              <SaveEpisodeButton state={state} onSave={onSave} onDelete={onDelete} />
            </td>
            <td style={{ padding: 8, background: '#141414', color: '#f5f5f5' }}>
              <SaveEpisodeButton state={state} onSave={onSave} onDelete={onDelete} compact />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Every state side by side, on the work page and in the toolbar. */
export const AllStates: Story = {
  render: (args: SaveEpisodeButtonProps) => (
    <StatesTable rows={states} onSave={args.onSave} onDelete={args.onDelete} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('group', { name: 'エピソードの保存' })).toHaveLength(
      states.length * 2,
    );
    await expect(canvas.getAllByRole('progressbar')).toHaveLength(4);
    await expect(canvas.getAllByRole('button', { name: '再試行' })).toHaveLength(2);
  },
};

/** Every state in English (/en): no Japanese anywhere, read or heard. */
export const English: Story = {
  parameters: { locale: 'en' },
  render: (args: SaveEpisodeButtonProps) => (
    <StatesTable rows={statesIn('en')} onSave={args.onSave} onDelete={args.onDelete} />
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('group', { name: 'Save chapter' })).toHaveLength(
      states.length * 2,
    );
    await expect(canvas.getAllByRole('button', { name: 'Save (about 5.3 MB)' })).toHaveLength(2);
    await expect(canvas.getAllByRole('button', { name: 'Saving…' })).toHaveLength(4);
    await expect(canvas.getAllByRole('progressbar', { name: 'Saving progress' })).toHaveLength(4);
    await expect(canvas.getAllByText('Saved (5.3 MB)')).toHaveLength(2);
    await expect(
      canvas.getAllByRole('button', { name: UNSAVEABLE_TEXTS.en['store-only'] }),
    ).toHaveLength(2);
    await expect(canvas.getAllByText('Couldn’t save')).toHaveLength(2);
    await expect(kanaTexts(canvasElement)).toEqual([]);
    await userEvent.click(canvas.getAllByRole('button', { name: 'Try again' })[0] as HTMLElement);
    await expect(args.onSave).toHaveBeenCalledOnce();
  },
};

/** Every state in Traditional Chinese (/tw): no Japanese anywhere, read or heard. */
export const TraditionalChinese: Story = {
  parameters: { locale: 'zh-Hant-TW' },
  render: (args: SaveEpisodeButtonProps) => (
    <StatesTable rows={statesIn('zh-Hant-TW')} onSave={args.onSave} onDelete={args.onDelete} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('group', { name: '儲存本話' })).toHaveLength(
      states.length * 2,
    );
    await expect(canvas.getAllByRole('button', { name: '儲存（約5.3 MB）' })).toHaveLength(2);
    await expect(canvas.getAllByRole('button', { name: '儲存中' })).toHaveLength(4);
    await expect(canvas.getAllByText('已儲存（5.3 MB）')).toHaveLength(2);
    await expect(canvas.getAllByRole('button', { name: '重試' })).toHaveLength(2);
    await expect(kanaTexts(canvasElement)).toEqual([]);
  },
};

/** Compact in English, in the viewer's toolbar: the icon keeps its size, its words longer. */
export const EnglishCompactSaved: Story = {
  parameters: { locale: 'en' },
  render: Toolbar,
  args: { state: { kind: 'saved', bytes: 5_301_744 }, episodeTitle: 'Chapter 2' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Saved (5.3 MB)');
    const remove = canvas.getByRole('button', { name: 'Remove saved “Chapter 2”' });
    await expect(remove.getBoundingClientRect().width).toBeLessThanOrEqual(48);
    await userEvent.click(remove);
    await expect(args.onDelete).toHaveBeenCalledOnce();
  },
};
