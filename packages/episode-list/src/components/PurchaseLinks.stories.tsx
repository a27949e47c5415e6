import type { RelatedProduct } from '@cw/contract/schemas';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ALL_SAMPLE_STORES, STORY_NOW, sampleStore, sampleVolume } from '../test/storyFixtures';
import { PURCHASE_LINKS_HEADING_TEXT } from '../text';
import { PurchaseLinks, type PurchaseLinksProps } from './PurchaseLinks';
import '@cw/ui/styles.css';
import './episodeList.css';

function product(id: number, stores: RelatedProduct['stores'], releasedDaysAgo?: number) {
  const { title, thumbnail, release } = sampleVolume(id, { releasedDaysAgo });
  return { volume: { id, title, thumbnail, release }, stores };
}

const threeStores = [sampleStore('amazon'), sampleStore('book_walker'), sampleStore('honto')];

const meta = {
  title: 'episode-list/PurchaseLinks',
  component: PurchaseLinks,
  args: {
    products: [product(1, threeStores, 400), product(2, threeStores, 10)],
    now: STORY_NOW,
    allVolumesHref: '#comics',
  },
  render: (args: PurchaseLinksProps) => (
    <div style={{ maxWidth: 720 }}>
      <PurchaseLinks {...args} />
    </div>
  ),
} satisfies Meta<typeof PurchaseLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The latest of two volumes, released 10 days ago (red), with three stores in display order. */
export const LatestVolume: Story = {
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', {
      name: PURCHASE_LINKS_HEADING_TEXT,
    });
    await expect(within(section).getByText('ねこと魔法のパン屋さん 2')).toBeVisible();
    const stores = within(section)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('target') === '_blank');
    await expect(stores.map((link) => link.getAttribute('data-store'))).toEqual([
      'book_walker',
      'amazon',
      'honto',
    ]);
    await expect(within(section).getByRole('link', { name: '全2巻を見る' })).toBeVisible();
  },
};

/** One older volume (gray date), no link to every volume. */
export const SingleOlderVolume: Story = {
  args: { products: [product(1, threeStores, 400)] },
};

/** All 14 stores. */
export const AllStores: Story = {
  args: { products: [product(3, [...ALL_SAMPLE_STORES], 5)] },
};

/** No purchasable volume: nothing is rendered. */
export const NoProducts: Story = {
  args: { products: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};
