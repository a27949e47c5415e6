import { type UiLocale, useUiLocale } from '@cw/ui';
import { kanaTexts } from '@cw/vitest-config/locale';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  CHINESE_TITLES_VIEW,
  EMPTY_VIEW,
  ENGLISH_TITLES_VIEW,
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

/** The page's `<h1>`, which the app supplies in the group's language. */
const PAGE_TITLE: Readonly<Record<UiLocale, string>> = {
  ja: '保存済み',
  en: 'Saved chapters',
  'zh-Hant-TW': '已儲存的內容',
};

/** As the page 保存済み shows it: the page supplies the h1. */
function SavedPage(args: SavedLibraryListProps) {
  return (
    <main style={{ maxWidth: 720 }}>
      <h1 style={{ fontSize: '1.25rem' }}>{PAGE_TITLE[useUiLocale()]}</h1>
      <SavedLibraryList {...args} />
    </main>
  );
}

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
  },
  render: SavedPage,
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

/** In English (/en), works titled in English: the storage nearly full, not protected. */
export const English: Story = {
  parameters: { locale: 'en' },
  args: { view: ENGLISH_TITLES_VIEW, quota: NEARLY_FULL_QUOTA, persisted: false },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('3 chapters · 15.8 MB')).toBeVisible();
    await expect(canvas.getByText('286 MB of 300 MB used (96%)')).toBeVisible();
    await expect(canvas.getByRole('meter', { name: 'Storage used' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Protect storage' })).toBeVisible();
    await expect(kanaTexts(canvasElement)).toEqual([]);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Remove “The Seaside Bakery Chapter 1”' }),
    );
    await expect(args.onDelete).toHaveBeenCalledWith({
      kind: 'episode',
      episodeCode: ENGLISH_TITLES_VIEW.works[0]?.episodes[0]?.episodeCode,
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Remove all' }));
    const question = canvas.getByRole('group', { name: 'Remove all saved chapters?' });
    await expect(within(question).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  },
};

/** In Traditional Chinese (/tw), works titled in Chinese. */
export const TraditionalChinese: Story = {
  parameters: { locale: 'zh-Hant-TW' },
  args: { view: CHINESE_TITLES_VIEW },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('共3話 · 15.8 MB')).toBeVisible();
    await expect(canvas.getByText('已使用 45.2 MB / 1.2 GB（4%）')).toBeVisible();
    await expect(canvas.getByText('儲存空間已受保護')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '全部刪除' })).toBeVisible();
    await expect(kanaTexts(canvasElement)).toEqual([]);
  },
};

/** Nothing saved, in English (/en), on a phone 390px wide. */
export const EnglishEmptyOnPhone: Story = {
  parameters: { locale: 'en' },
  globals: { viewport: { value: 'phone390', isRotated: false } },
  args: { view: EMPTY_VIEW, quota: null, persisted: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No saved chapters')).toBeVisible();
    await expect(canvas.getByText('Checking storage use')).toBeVisible();
    await expect(kanaTexts(canvasElement)).toEqual([]);
  },
};
