import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StoryLink } from '../test/StoryLink';
import {
  EMPTY_VIEW,
  NEARLY_FULL_QUOTA,
  ONE_WORK_VIEW,
  ROOMY_QUOTA,
  SEVERAL_WORKS_VIEW,
  storyEpisodeHref,
  storyWorkHref,
} from '../test/storyFixtures';
import { SavedLibraryList, type SavedLibraryListProps } from './SavedLibraryList';
import '@cw/ui/styles.css';
import './offline.css';

const meta = {
  title: 'offline/SavedLibraryList',
  component: SavedLibraryList,
  args: {
    view: SEVERAL_WORKS_VIEW,
    quota: ROOMY_QUOTA,
    persisted: true,
    onDelete: fn(),
    onRequestPersistence: fn(),
    episodeHref: storyEpisodeHref,
    workHref: storyWorkHref,
    linkComponent: StoryLink,
  },
  // As the page 保存済み shows it: the page supplies the h1.
  render: (args: SavedLibraryListProps) => (
    <main style={{ maxWidth: 720 }}>
      <h1 style={{ fontSize: '1.25rem' }}>保存済み</h1>
      <SavedLibraryList {...args} />
    </main>
  ),
} satisfies Meta<typeof SavedLibraryList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing saved yet: where to save from. */
export const Empty: Story = {
  args: { view: EMPTY_VIEW, persisted: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('保存したエピソードはありません')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** One work, two episodes. */
export const OneWork: Story = {
  args: { view: ONE_WORK_VIEW },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(
      '海辺の町のパン屋さん',
    );
    await userEvent.click(
      canvas.getByRole('button', { name: '『海辺の町のパン屋さん 第1話』を削除' }),
    );
    await expect(args.onDelete).toHaveBeenCalledWith({
      kind: 'episode',
      episodeCode: ONE_WORK_VIEW.works[0]?.episodes[0]?.episodeCode,
    });
  },
};

/** Several works, the latest saved first, one with a long title. */
export const SeveralWorks: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    await expect(canvas.getByText('5件・31.8 MB')).toBeVisible();
    const bakery = canvas.getByRole('region', { name: '海辺の町のパン屋さん' });
    await userEvent.click(within(bakery).getByRole('button', { name: '作品の保存をすべて削除' }));
    await expect(args.onDelete).toHaveBeenCalledWith({ kind: 'work', workCode: 'CW_000011_S' });
  },
};

/** Several works on a phone 390px wide. */
export const SeveralWorksOnPhone: Story = {
  globals: { viewport: { value: 'phone390', isRotated: false } },
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('.cw-offline-library');
    await expect(list?.scrollWidth).toBeLessThanOrEqual((list?.clientWidth ?? 0) + 1);
  },
};

/** The storage nearly full: the meter runs red and a warning says what to do. */
export const QuotaNearlyFull: Story = {
  args: { quota: NEARLY_FULL_QUOTA },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('meter', { name: 'ストレージの使用量' })).toBeVisible();
    await expect(canvas.getByText(/空き容量が少なくなっています/)).toBeVisible();
  },
};

/** The storage is unknown yet (the estimate is on its way). */
export const QuotaUnknown: Story = {
  args: { quota: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('使用量を確認しています')).toBeVisible();
  },
};

/** The storage is persistent: nothing to offer. */
export const Persisted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('ストレージは保護されています')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'ストレージを保護する' })).toBeNull();
  },
};

/** Not persistent: ストレージを保護する, and why. */
export const NotPersisted: Story = {
  args: { persisted: false },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'ストレージを保護する' }),
    );
    await expect(args.onRequestPersistence).toHaveBeenCalledOnce();
  },
};

/** すべて削除 pressed: the inline question, the focus on キャンセル. */
export const ConfirmingDeleteAll: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'すべて削除' }));
    const question = canvas.getByRole('group', {
      name: '保存したエピソードをすべて削除しますか？',
    });
    await expect(within(question).getByRole('button', { name: 'キャンセル' })).toHaveFocus();
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};
