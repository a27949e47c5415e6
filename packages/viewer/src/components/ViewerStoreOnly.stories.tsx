import { buildEpisode, buildWorkSummary } from '@cw/api-client/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StoreChooserStub } from '../test/StoreChooserStub';
import { sampleStore } from '../test/storyFixtures';
import { ViewerStoreOnly, type ViewerStoreOnlyProps } from './ViewerStoreOnly';
import '@cw/ui/styles.css';
import './viewer.css';

const meta = {
  title: 'viewer/ViewerStoreOnly',
  component: ViewerStoreOnly,
  args: {
    episode: buildEpisode(8, { title: '第8話 王都からの手紙', isActive: false }),
    work: buildWorkSummary(1, { title: 'ねこと魔法のパン屋さん' }),
    volumeStores: [sampleStore('book_walker'), sampleStore('amazon'), sampleStore('honto')],
    workHref: () => '#work',
    // The app hands in the work page's chooser; a stand-in here (see the episode list's stories).
    renderStoreChooser: (chooser) => <StoreChooserStub {...chooser} />,
  },
  render: (args: ViewerStoreOnlyProps) => (
    <div style={{ height: 480 }}>
      <ViewerStoreOnly {...args} />
    </div>
  ),
  // On the docs page each story in a frame of its own: the store chooser opens as a modal
  // dialog, which covers the window.
  parameters: { docs: { story: { inline: false, iframeHeight: 560 } } },
} satisfies Meta<typeof ViewerStoreOnly>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened from a link: the store chooser opens at once. */
export const OpensStoreChooser: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await canvas.findByRole('dialog', { name: 'ストアを選択' });
    await expect(within(dialog).getAllByRole('link')).toHaveLength(3);
    await userEvent.click(within(dialog).getByRole('button', { name: '閉じる' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'ストアで購入' }));
    const reopened = await canvas.findByRole('dialog', { name: 'ストアを選択' });
    // The modal fades in: visible once the animation has begun.
    await waitFor(() => expect(reopened).toBeVisible());
  },
};

/** Closed at first: the reader opens the chooser with 'ストアで購入'. */
export const Closed: Story = {
  args: { defaultOpen: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('dialog')).toBeNull();
  },
};

/** The closed state (the open one is a modal over the page). */
export const AllStates: Story = {
  args: { defaultOpen: false },
};
