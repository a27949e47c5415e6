import { storeSubjectName } from '@cw/episode-list';
import { StoreModal, type StoreModalProps } from '@cw/episode-list/components';
import { buildEpisode, buildWorkSummary } from '@cw/fixtures';
import { ViewerStoreOnly, type ViewerStoreOnlyProps } from '@cw/viewer/components';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
// The viewer's story fixtures: stores with their names and drawn logos.
import { sampleStore } from '../../../packages/viewer/src/test/storyFixtures';
import '@cw/episode-list/styles.css';
import '@cw/viewer/styles.css';

type StoreOnlyScreenProps = Omit<ViewerStoreOnlyProps, 'renderStoreChooser'> &
  Pick<StoreModalProps, 'onStoreModalOpen' | 'onStoreClick'>;

/**
 * The viewer's store-only screen as the web app composes it (`StoreOnlyScreen` of apps/web):
 * the viewer's notice (`ViewerStoreOnly`) with the work page's store chooser (`StoreModal` of
 * @cw/episode-list), which names the work and the episode for sale. The viewer may not import
 * the chooser (domains stay apart), so this story lives in apps/storybook.
 */
function StoreOnlyScreen({ onStoreModalOpen, onStoreClick, ...props }: StoreOnlyScreenProps) {
  const { episode, work } = props;
  return (
    <ViewerStoreOnly
      {...props}
      renderStoreChooser={(chooser) => (
        <StoreModal
          {...chooser}
          subjectName={storeSubjectName({ kind: 'episode', episode, work })}
          onStoreModalOpen={onStoreModalOpen}
          onStoreClick={onStoreClick}
        />
      )}
    />
  );
}

const SUBJECT = 'ねこと魔法のパン屋さん 第8話 王都からの手紙';

const meta = {
  title: 'viewer/ViewerStoreOnly',
  component: StoreOnlyScreen,
  args: {
    episode: buildEpisode(8, { title: '第8話 王都からの手紙', isActive: false }),
    work: buildWorkSummary(1, { title: 'ねこと魔法のパン屋さん' }),
    volumeStores: [sampleStore('book_walker'), sampleStore('amazon'), sampleStore('honto')],
    workHref: () => '#work',
    onStoreModalOpen: fn(),
    onStoreClick: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ height: 480 }}>
        <Story />
      </div>
    ),
  ],
  // On the docs page each story in a frame of its own: the store chooser opens as a modal
  // dialog, which covers the window.
  parameters: { docs: { story: { inline: false, iframeHeight: 560 } } },
} satisfies Meta<typeof StoreOnlyScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Opened from a link: the store chooser opens at once, for the episode of the work, and once
 * closed 'ストアで購入' opens it again, each opening reported (`store_modal_open`).
 */
export const OpensStoreChooser: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await canvas.findByRole('dialog', {
      name: 'ストアを選択',
      description: SUBJECT,
    });
    const links = within(dialog).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('data-store'))).toEqual([
      'book_walker',
      'amazon',
      'honto',
    ]);
    await expect(args.onStoreModalOpen).toHaveBeenCalledOnce();
    await userEvent.click(within(dialog).getByRole('button', { name: '閉じる' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'ストアで購入' }));
    const reopened = await canvas.findByRole('dialog', { name: 'ストアを選択' });
    await expect(args.onStoreModalOpen).toHaveBeenCalledTimes(2);
    // The modal fades in: visible once the animation has begun.
    await waitFor(() => expect(reopened).toBeVisible());
  },
};

/** On a phone 390px wide: the chooser over the notice, each of its stores on the screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone390', isRotated: false } },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog', { name: 'ストアを選択' });
    await expect(window.innerWidth).toBe(390);
    for (const link of within(dialog).getAllByRole('link')) {
      const box = link.getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(0);
      await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
      await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
    }
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
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
