import type { Episode } from '@cw/api-client/schemas';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ALL_SAMPLE_STORES, sampleEpisode, sampleStore } from '../test/storyFixtures';
import { expectChooserOnPhone } from '../test/storyPhone';
import { EndedEpisodesNotice } from './EndedEpisodesNotice';
import { EpisodeCard, type EpisodeCardProps } from './EpisodeCard';
import '@cw/ui/styles.css';
import './episodeList.css';

const episodeHref = (episode: Episode) => `#viewer-${episode.code}`;

const withStores = sampleEpisode(2, {
  isActive: false,
  stores: [sampleStore('kadokawa_store'), sampleStore('amazon'), sampleStore('book_walker')],
});

/** Sold in stores after its delivery ended: the past '配信期限' is not shown. */
const endedWithStores = { ...withStores, deliveryPeriod: '2024-03-31T23:59:59+09:00' };

const longTitles = sampleEpisode(27, {
  updateDate: '2024-06-14T12:00:00+09:00',
  title: '第27話（前編）〜見習い魔女と黒猫ノワール、王都のパン祭りで思いがけない再会を果たす〜',
  subTitle:
    'ふたりで守った約束のレシピと、月夜の窯に火が入るまでのとても長い一日のはなし・スペシャル拡大版',
});

const meta = {
  title: 'episode-list/EpisodeCard',
  component: EpisodeCard,
  args: {
    episode: sampleEpisode(3),
    episodeHref,
    onStoreModalOpen: fn(),
    onStoreClick: fn(),
  },
  // One card in a list, as the episodes tab shows it; stories of several cards render their own.
  render: (args: EpisodeCardProps) => (
    <ol className="cw-el-list" style={{ maxWidth: 480 }}>
      <li className="cw-el-list__item">
        <EpisodeCard {...args} />
      </li>
    </ol>
  ),
} satisfies Meta<typeof EpisodeCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A link named by its own text, title first (the meta line is drawn above it). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', {
      name: /^第3話\s*月夜のクロワッサン\s*2024\/02\/02$/,
    });
    await expect(link).toHaveAttribute('href', '#viewer-CW_000001_0003_E');
    await expect(link).not.toHaveAttribute('aria-label');
    await expect(link).not.toHaveAttribute('aria-labelledby');
  },
};

export const New: Story = {
  args: { episode: sampleEpisode(14, { isNew: true }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('最新UP!')).toBeVisible();
  },
};

export const Read: Story = {
  args: { hasRead: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('既読')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /既読$/ })).toBeInTheDocument();
  },
};

export const Current: Story = {
  args: { isCurrent: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveAttribute('aria-current', 'true');
  },
};

/**
 * Sold in stores only: the card is a button opening the store chooser for the episode, in the
 * stores' display order. Closed and opened again, each opening is reported; it rests open.
 */
export const WithStores: Story = {
  args: { episode: withStores },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link')).toBeNull();
    const card = canvas.getByRole('button', { name: /^第2話.*ストアで購入$/ });
    await userEvent.click(card);
    const dialog = await canvas.findByRole('dialog', {
      name: 'ストアを選択',
      description: '第2話 焼きたての約束',
    });
    const links = within(dialog).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('data-store'))).toEqual([
      'book_walker',
      'amazon',
      'kadokawa_store',
    ]);
    for (const link of links) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener');
    }
    await expect(args.onStoreModalOpen).toHaveBeenCalledOnce();
    await userEvent.click(within(dialog).getByRole('button', { name: '閉じる' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(card).toHaveFocus();
    await userEvent.click(card);
    await canvas.findByRole('dialog', { name: 'ストアを選択' });
    await expect(args.onStoreModalOpen).toHaveBeenCalledTimes(2);
  },
};

/** The same on a phone 390px wide: the chooser opened from the card, on the screen. */
export const WithStoresPhone: Story = {
  name: 'with stores (phone)',
  args: { episode: withStores },
  globals: { viewport: { value: 'phone390', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^第2話.*ストアで購入$/ }));
    await expectChooserOnPhone(await canvas.findByRole('dialog', { name: 'ストアを選択' }));
  },
};

export const DeliveryPeriod: Story = {
  args: { episode: sampleEpisode(13, { deliveryPeriod: '2024-07-31T23:59:59+09:00' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('配信期限：2024/07/31')).toBeVisible();
  },
};

/** Ended and sold in stores: its past delivery period is not shown. */
export const EndedWithStores: Story = {
  args: { episode: endedWithStores },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('ストアで購入')).toBeVisible();
    await expect(canvas.queryByText(/配信期限/)).toBeNull();
  },
};

export const LongTitles: Story = {
  args: { episode: longTitles, hasRead: true, isCurrent: true },
};

export const MissingThumbnail: Story = {
  args: { episode: sampleEpisode(5, { thumbnail: '' }) },
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img');
    await expect(image).toHaveAttribute('data-fallback');
  },
};

/** The line that stands for ended episodes between two cards. */
export const InactiveMarker: Story = {
  render: (args: EpisodeCardProps) => (
    <ol className="cw-el-list" style={{ maxWidth: 480 }}>
      <li className="cw-el-list__item">
        <EpisodeCard {...args} episode={sampleEpisode(7)} />
      </li>
      <li className="cw-el-list__item cw-el-list__item--ended">
        <EndedEpisodesNotice />
      </li>
      <li className="cw-el-list__item">
        <EpisodeCard {...args} episode={sampleEpisode(10)} />
      </li>
    </ol>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('その他の話は公開終了しました')).toBeVisible();
  },
};

/** Every state side by side, two columns from 768px. */
export const AllStates: Story = {
  render: (args: EpisodeCardProps) => {
    const states: [string, Partial<EpisodeCardProps>][] = [
      ['default', {}],
      ['new', { episode: sampleEpisode(14, { isNew: true }) }],
      ['read', { hasRead: true }],
      ['current', { isCurrent: true }],
      ['stores', { episode: withStores }],
      ['ended-stores', { episode: endedWithStores }],
      ['delivery', { episode: sampleEpisode(13, { deliveryPeriod: '2024-07-31T23:59:59+09:00' }) }],
      ['long', { episode: longTitles, hasRead: true }],
      ['missing', { episode: sampleEpisode(5, { thumbnail: '' }) }],
      [
        'all-stores',
        { episode: sampleEpisode(1, { isActive: false, stores: [...ALL_SAMPLE_STORES] }) },
      ],
    ];
    return (
      <ol className="cw-el-list">
        {states.map(([key, props]) => (
          <li key={key} className="cw-el-list__item">
            <EpisodeCard {...args} {...props} />
          </li>
        ))}
        <li className="cw-el-list__item cw-el-list__item--ended">
          <EndedEpisodesNotice />
        </li>
      </ol>
    );
  },
};
