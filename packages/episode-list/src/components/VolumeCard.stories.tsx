import type { Episode } from '@cw/contract/schemas';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ALL_SAMPLE_STORES, STORY_NOW, sampleStore, sampleVolume } from '../test/storyFixtures';
import { expectChooserOnPhone } from '../test/storyPhone';
import { VolumeCard, type VolumeCardProps } from './VolumeCard';
import '@cw/ui/styles.css';
import './episodeList.css';

const episodeHref = (episode: Episode) => `#viewer-${episode.code}`;
const stores = [sampleStore('book_walker'), sampleStore('amazon'), sampleStore('honto')];

const meta = {
  title: 'episode-list/VolumeCard',
  component: VolumeCard,
  args: {
    volume: sampleVolume(3, { releasedDaysAgo: 10, trialCount: 3, stores }),
    now: STORY_NOW,
    episodeHref,
    onStoreModalOpen: fn(),
    onStoreClick: fn(),
  },
  render: (args: VolumeCardProps) => (
    <div style={{ maxWidth: 480 }}>
      <VolumeCard {...args} />
    </div>
  ),
} satisfies Meta<typeof VolumeCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Released 10 days ago: red, the site's accent (`--cw-ui-color-new`). */
export const RecentRelease: Story = {
  play: async ({ canvasElement }) => {
    const release = within(canvasElement).getByText('2024/06/05発売').closest('p');
    await expect(release).toHaveClass('cw-el-release--recent');
    await expect(getComputedStyle(release as Element).color).toBe('rgb(215, 0, 15)');
  },
};

/** Released 200 days ago: gray. */
export const OlderRelease: Story = {
  args: { volume: sampleVolume(1, { releasedDaysAgo: 200, trialCount: 3, stores }) },
  play: async ({ canvasElement }) => {
    const release = within(canvasElement).getByText(/発売$/).closest('p');
    await expect(release).toHaveClass('cw-el-release--past');
    await expect(getComputedStyle(release as Element).color).toBe('rgb(89, 89, 89)');
  },
};

/**
 * 'ストアで購入' opens the store chooser for the volume; Escape closes it, focus back on the
 * button. Opened again, each opening is reported; it rests open.
 */
export const WithStores: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'ストアで購入' });
    await userEvent.click(button);
    // The chooser names the volume it sells.
    const dialog = await canvas.findByRole('dialog', {
      name: 'ストアを選択',
      description: 'ねこと魔法のパン屋さん 3',
    });
    await expect(within(dialog).getAllByRole('link')).toHaveLength(3);
    await expect(args.onStoreModalOpen).toHaveBeenCalledOnce();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(button).toHaveFocus();
    await userEvent.click(button);
    await canvas.findByRole('dialog', { name: 'ストアを選択' });
    await expect(args.onStoreModalOpen).toHaveBeenCalledTimes(2);
  },
};

/** The same on a phone 390px wide: the chooser opened from the card, on the screen. */
export const WithStoresPhone: Story = {
  name: 'with stores (phone)',
  globals: { viewport: { value: 'phone390', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'ストアで購入' }));
    await expectChooserOnPhone(await canvas.findByRole('dialog', { name: 'ストアを選択' }));
  },
};

export const WithoutStores: Story = {
  args: { volume: sampleVolume(3, { releasedDaysAgo: 10, trialCount: 3 }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'ストアで購入' })).toBeNull();
  },
};

/** 5 trial episodes: 3 shown, then '全5話を表示'. */
export const WithTrialEpisodes: Story = {
  args: { volume: sampleVolume(1, { releasedDaysAgo: 200, trialCount: 5, stores }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link', { name: '試し読み' })).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: '全5話を表示' }));
    await expect(canvas.getAllByRole('link', { name: '試し読み' })).toHaveLength(5);
    await expect(canvas.getByRole('button', { name: '閉じる' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

export const WithoutTrialEpisodes: Story = {
  args: { volume: sampleVolume(4, { releasedDaysAgo: 120, stores }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { name: '試し読み' })).toBeNull();
  },
};

export const MissingCover: Story = {
  args: { volume: sampleVolume(2, { releasedDaysAgo: 40, thumbnail: '', stores }) },
};

/** Every state: recent and older releases, with and without stores and trial episodes. */
export const AllStates: Story = {
  render: (args: VolumeCardProps) => {
    const volumes = [
      sampleVolume(7, { releasedDaysAgo: 0, trialCount: 3, stores: [...ALL_SAMPLE_STORES] }),
      sampleVolume(6, { releasedDaysAgo: 30, trialCount: 5, stores }),
      sampleVolume(5, { releasedDaysAgo: 31, trialCount: 2 }),
      sampleVolume(4, { releasedDaysAgo: 400, stores }),
      sampleVolume(3, { releasedDaysAgo: 700 }),
      sampleVolume(2, { releasedDaysAgo: 800, thumbnail: '', trialCount: 1, stores }),
    ];
    return (
      <ol className="cw-el-volumes">
        {volumes.map((volume) => (
          <li key={volume.id} className="cw-el-volumes__item">
            <VolumeCard {...args} volume={volume} />
          </li>
        ))}
      </ol>
    );
  },
};
