import type { Episode } from '@cw/contract/schemas';
import { THUMBNAIL_FALLBACK_SRC } from '@cw/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  ALL_SAMPLE_STORES,
  sampleEpisode,
  samplePrEpisode,
  sampleStore,
} from '../test/storyFixtures';
import { expectChooserOnPhone, expectFitsPhone } from '../test/storyPhone';
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

/**
 * The card's states by the names designers use, each an episode the card draws in it: the
 * `episode` control picks one by name. Read and current are the `hasRead` and `isCurrent`
 * controls, on any of them.
 */
const EPISODE_STATES = {
  free: sampleEpisode(3),
  new: sampleEpisode(14, { isNew: true }),
  deliveryPeriod: sampleEpisode(13, { deliveryPeriod: '2024-07-31T23:59:59+09:00' }),
  pr: samplePrEpisode(11),
  storeOnly: withStores,
  endedWithStores,
  ended: sampleEpisode(8, { isActive: false }),
  longTitles,
  noImage: sampleEpisode(5, { thumbnail: '' }),
  // A data URI that is not an image: fails to decode without any request.
  imageFailed: sampleEpisode(6, { thumbnail: 'data:image/png;base64,AAAA' }),
  allStores: sampleEpisode(1, { isActive: false, stores: [...ALL_SAMPLE_STORES] }),
} satisfies Record<string, Episode>;

type EpisodeState = keyof typeof EPISODE_STATES;

const EPISODE_STATE_LABELS: Record<EpisodeState, string> = {
  free: '無料で読める (free)',
  new: '最新UP! (new)',
  deliveryPeriod: '配信期限あり (expiring)',
  pr: '【PR】 (PR)',
  storeOnly: 'ストアで購入 (store-only)',
  endedWithStores: '配信終了・ストアで購入 (ended, in stores)',
  ended: '配信終了 (ended, no stores)',
  longTitles: '長いタイトル (long titles)',
  noImage: '画像なし (no image)',
  imageFailed: '画像の読み込み失敗 (image failed)',
  allStores: '全14ストア (all stores)',
};

const meta = {
  title: 'episode-list/EpisodeCard',
  // Every story is also pictured 390 px wide (apps/storybook/visual/setup.ts).
  parameters: { alsoAtPhone: true },
  component: EpisodeCard,
  argTypes: {
    episode: {
      control: { type: 'select', labels: EPISODE_STATE_LABELS },
      options: Object.keys(EPISODE_STATES),
      mapping: EPISODE_STATES,
    },
  },
  args: {
    episode: EPISODE_STATES.free,
    episodeHref,
    onStoreModalOpen: fn(),
    onStoreClick: fn(),
  },
  // One card in a list as wide as the work page's column (62rem), as the episodes tab shows it:
  // from 768px the list has two columns. Stories of several cards render their own.
  render: (args: EpisodeCardProps) => (
    <ol className="cw-el-list" style={{ maxWidth: '62rem' }}>
      <li className="cw-el-list__item">
        <EpisodeCard {...args} />
      </li>
    </ol>
  ),
} satisfies Meta<typeof EpisodeCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The card's background, as drawn. */
const cardBackground = (canvasElement: HTMLElement) =>
  getComputedStyle(within(canvasElement).getByRole('link')).backgroundColor;

/**
 * A link named by its own text, title first (the meta line is drawn above it); no background
 * at rest.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', {
      name: /^第3話\s*月夜のクロワッサン\s*2024\/02\/02$/,
    });
    await expect(link).toHaveAttribute('href', '#viewer-CW_000001_0003_E');
    await expect(link).not.toHaveAttribute('aria-label');
    await expect(link).not.toHaveAttribute('aria-labelledby');
    await expect(cardBackground(canvasElement)).toBe('rgba(0, 0, 0, 0)');
  },
};

export const New: Story = {
  args: { episode: EPISODE_STATES.new },
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
  args: { episode: EPISODE_STATES.deliveryPeriod },
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
  args: { episode: EPISODE_STATES.noImage },
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img');
    await expect(image).toHaveAttribute('data-fallback');
  },
};

/** A thumbnail whose image fails to load: the 16:9 fallback, the card as it was. */
export const ImageFailed: Story = {
  name: '画像の読み込み失敗 (image failed to load)',
  args: { episode: EPISODE_STATES.imageFailed },
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img');
    await waitFor(() => expect(image).toHaveAttribute('src', THUMBNAIL_FALLBACK_SRC['16:9']));
    await expect(within(canvasElement).getByRole('link', { name: /^第6話/ })).toBeVisible();
  },
};

/** A promotion: a card like any other, its title says so. (An ended one leaves the list.) */
export const Pr: Story = {
  name: '【PR】 (PR)',
  args: { episode: EPISODE_STATES.pr },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: /^【PR】特別番外編\s*出張パン屋さん/ }),
    ).toHaveAttribute('href', '#viewer-CW_000001_0011_E');
  },
};

/**
 * Ended and not sold anywhere, on its own: muted, neither link nor button. (In the list such
 * episodes are folded into 'その他の話は公開終了しました'.)
 */
export const Ended: Story = {
  name: '配信終了 (ended, no stores)',
  args: { episode: EPISODE_STATES.ended },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('第8話')).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/**
 * Loading: the card comes with the page's HTML (the list is never fetched on its own), its
 * picture after it, lazily. Until the picture arrives the card is drawn in full around the
 * picture's grey placeholder box, the size the picture will take: nothing moves when it comes.
 * (The story hides the loaded picture to show that moment.)
 */
export const ImageLoading: Story = {
  name: '画像読み込み中 (loading)',
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('link');
    const image = card.querySelector('img');
    const box = card.querySelector<HTMLElement>('[data-slot="thumbnail"]');
    if (image === null || box === null) throw new Error('the card has no picture');
    await waitFor(() => expect(image.complete && image.naturalWidth > 0).toBe(true));
    const loaded = card.getBoundingClientRect();
    image.style.visibility = 'hidden';
    await expect(getComputedStyle(box).backgroundColor).toBe('rgb(230, 230, 230)'); // placeholder
    const loading = card.getBoundingClientRect();
    await expect([loading.width, loading.height]).toEqual([loaded.width, loaded.height]);
    await expect(box.getBoundingClientRect().height).toBeGreaterThan(0);
  },
};

/** Under the pointer (`pointerState`, apps/storybook/.storybook/pointerStates.ts): grey. */
export const Hover: Story = {
  name: 'ホバー (hover)',
  parameters: { pointerState: 'hover' },
  play: async ({ canvasElement }) => {
    await expect(cardBackground(canvasElement)).toBe('rgb(242, 242, 242)'); // surface
  },
};

/** Pressed, by a finger or a mouse button: a shade darker than hover. */
export const Pressed: Story = {
  name: '押下 (pressed)',
  parameters: { pointerState: 'pressed' },
  play: async ({ canvasElement }) => {
    await expect(cardBackground(canvasElement)).toBe('rgb(230, 230, 230)'); // surface-hover
  },
};

export const PressedPhone: Story = {
  ...Pressed,
  name: '押下 (pressed, phone 390)',
  globals: { viewport: { value: 'phone390', isRotated: false } },
};

/** Reached with Tab: the focus ring of the site around the card. */
export const KeyboardFocus: Story = {
  name: 'キーボードフォーカス (keyboard focus)',
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const link = within(canvasElement).getByRole('link');
    await expect(link).toHaveFocus();
    await expect(link.matches(':focus-visible')).toBe(true);
  },
};

/** The line that stands for ended episodes between two cards. */
export const InactiveMarker: Story = {
  render: (args: EpisodeCardProps) => (
    <ol className="cw-el-list" style={{ maxWidth: '62rem' }}>
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
      ...Object.entries(EPISODE_STATES).map(
        ([state, episode]): [string, Partial<EpisodeCardProps>] => [state, { episode }],
      ),
      ['read', { hasRead: true }],
      ['current', { isCurrent: true }],
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

/** The same on a phone 390px wide: every card whole on the screen. */
export const AllStatesPhone: Story = {
  ...AllStates,
  name: 'all states (phone 390)',
  globals: { viewport: { value: 'phone390', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expectFitsPhone([...canvasElement.querySelectorAll('.cw-el-list__item')]);
  },
};
