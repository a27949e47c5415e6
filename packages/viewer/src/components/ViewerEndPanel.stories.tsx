import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StoreButtonStub } from '../test/StoreButtonStub';
import {
  sampleEndPanelProps,
  sampleManifest,
  sampleStoreOnlyNextManifest,
  sampleTrialManifest,
} from '../test/storyFixtures';
import { ENGLISH, TRADITIONAL_CHINESE } from '../test/storyLocale';
import { GoodButton } from './GoodButton';
import { ViewerEndPanel, type ViewerEndPanelProps } from './ViewerEndPanel';
import '@cw/ui/styles.css';
import './viewer.css';

const panel = sampleEndPanelProps();

const meta = {
  title: 'viewer/ViewerEndPanel',
  // Every story is also pictured 390 px wide (apps/storybook/visual/setup.ts).
  parameters: { alsoAtPhone: true },
  component: ViewerEndPanel,
  args: {
    ...panel,
    onAnalytics: fn(),
    // The app hands in the work page's store button; a stand-in here (the real one:
    // apps/storybook/stories/ViewerEndStores.stories.tsx).
    storeButton: <StoreButtonStub stores={panel.manifest.volumeStores} />,
    renderNextStoreButton: ({ stores: sold }) => <StoreButtonStub stores={sold} />,
  },
  render: (args: ViewerEndPanelProps) => (
    <div style={{ maxWidth: 640, background: '#141414' }}>
      <ViewerEndPanel {...args} />
    </div>
  ),
} satisfies Meta<typeof ViewerEndPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Next and previous episodes, the volume's stores, the work and recommendations. */
export const Complete: Story = {
  args: {
    followButton: (
      <button type="button" className="cw-ui-button cw-ui-button--secondary cw-ui-button--md">
        フォローする
      </button>
    ),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // Logged by an effect once the panel is on screen: after the first paint, not with it.
    await waitFor(() =>
      expect(args.onAnalytics).toHaveBeenCalledWith(
        expect.objectContaining({ name: 'end_of_book' }),
      ),
    );
    await expect(canvas.getByTestId('viewer-jump-forward')).toHaveAttribute(
      'href',
      '#viewer-CW_000001_0003_E',
    );
    await expect(canvas.getByTestId('viewer-jump-back')).toHaveAttribute(
      'href',
      '#viewer-CW_000001_0001_E',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'ストアで購入' }));
    const dialog = await canvas.findByRole('dialog', { name: 'ストアを選択' });
    await expect(within(dialog).getAllByRole('link')).toHaveLength(3);
    await userEvent.keyboard('{Escape}');
    // Once, however long the panel stays.
    await expect(args.onAnalytics).toHaveBeenCalledOnce();
  },
};

/** With the app's good button (the app holds its state) above the follow button. */
export const WithGoodButton: Story = {
  args: {
    goodButton: <GoodButton pressed={false} count={1280} onPressedChange={fn()} />,
    followButton: (
      <button type="button" className="cw-ui-button cw-ui-button--secondary cw-ui-button--md">
        フォローする
      </button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const good = canvas.getByRole('button', { name: 'いいね', pressed: false });
    await expect(good).toHaveAccessibleDescription('1,280件');
    const follow = canvas.getByRole('button', { name: 'フォローする' });
    await expect(good.compareDocumentPosition(follow) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  },
};

/** The latest episode of a work: no next episode yet, no stores. */
export const LatestEpisode: Story = {
  args: {
    manifest: { ...sampleManifest({ nextEpisode: null }), volumeStores: [] },
    recommendations: [],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByTestId('viewer-jump-forward')).toBeNull();
    await expect(canvas.getByText('次の話はまだありません')).toBeVisible();
  },
};

/** The first episode: only the next one. */
export const FirstEpisode: Story = {
  args: { manifest: sampleManifest({ previousEpisode: null }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByTestId('viewer-jump-back')).toBeNull();
  },
};

/** A trial chapter (試し読み): marked as one, and 次の話へ leads to the next readable episode. */
export const TrialChapter: Story = {
  args: { manifest: sampleTrialManifest() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('試し読み')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /^次の話へ 第4話/ })).toHaveAttribute(
      'href',
      '#viewer-CW_000001_0004_E',
    );
    await expect(canvas.queryByTestId('viewer-jump-back')).toBeNull();
  },
};

/**
 * The story goes on in stores: 第3話 cannot be read here but is sold, so the panel says so
 * with a button opening the store chooser for it; 次の話へ, to 第8話, the next episode the
 * reader can read, comes second.
 */
export const StoreOnlyNextEpisode: Story = {
  name: 'store-only next episode',
  args: { manifest: sampleStoreOnlyNextManifest() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const sold = canvas.getByRole('region', { name: '第3話 はストアで購入できます' });
    await expect(sold).toBeVisible();
    const next = canvas.getByRole('link', { name: /^次の話へ 第8話/ });
    await expect(next).toHaveAttribute('href', '#viewer-CW_000001_0008_E');
    await expect(sold.compareDocumentPosition(next) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    await userEvent.click(within(sold).getByRole('button', { name: 'ストアで購入' }));
    const dialog = await canvas.findByRole('dialog', { name: 'ストアを選択' });
    await expect(within(dialog).getAllByRole('link')).toHaveLength(3);
    await userEvent.keyboard('{Escape}');
    await expect(args.onAnalytics).not.toHaveBeenCalledWith(
      expect.objectContaining({ name: 'viewer_action_next' }),
    );
  },
};

/** The same on a phone held upright (390×844): the text wraps, the button spans the panel. */
export const StoreOnlyNextEpisodePhone: Story = {
  ...StoreOnlyNextEpisode,
  name: 'store-only next episode (phone)',
  globals: { viewport: { value: 'phone390', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sold = canvas.getByRole('region', { name: '第3話 はストアで購入できます' });
    const button = within(sold).getByRole('button', { name: 'ストアで購入' });
    await expect(button).toBeVisible();
    // Inside the phone's width: nothing of the choice runs off the screen.
    await expect(sold.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(button.getBoundingClientRect().width).toBeGreaterThan(200);
    await expect(canvas.getByTestId('viewer-jump-forward')).toBeVisible();
  },
};

/** English (/en): the panel in an English reader's words, the good button included. */
export const English: Story = {
  parameters: ENGLISH,
  args: {
    goodButton: <GoodButton pressed={false} count={1281} onPressedChange={fn()} />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: 'This is the end of the chapter' }),
    ).toBeVisible();
    await expect(canvas.getByTestId('viewer-jump-forward')).toHaveTextContent('Next chapter');
    await expect(canvas.getByTestId('viewer-jump-back')).toHaveTextContent('Previous chapter');
    await expect(canvas.getByRole('button', { name: 'Like' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to series page' })).toBeVisible();
  },
};

/** Traditional Chinese (/tw): the panel in Taiwan's words. */
export const TraditionalChinese: Story = {
  parameters: TRADITIONAL_CHINESE,
  args: {
    goodButton: <GoodButton pressed count={1281} onPressedChange={fn()} />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '本話到此結束' })).toBeVisible();
    await expect(canvas.getByTestId('viewer-jump-forward')).toHaveTextContent('下一話');
    await expect(canvas.getByRole('link', { name: '前往作品頁' })).toBeVisible();
  },
};

/** English, on a phone: the story goes on with an episode sold in stores. */
export const EnglishStoreOnlyNextEpisodePhone: Story = {
  parameters: ENGLISH,
  globals: { viewport: { value: 'phone390', isRotated: false } },
  args: { manifest: sampleStoreOnlyNextManifest() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sold = canvas.getByRole('region', { name: '第3話 is available from stores' });
    const button = within(sold).getByRole('button', { name: 'Buy from a store' });
    await expect(button).toBeVisible();
    await expect(sold.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Every state side by side. */
export const AllStates: Story = {
  render: (args: ViewerEndPanelProps) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, background: '#141414' }}>
      <div style={{ width: 420 }}>
        <ViewerEndPanel {...args} />
      </div>
      <div style={{ width: 420 }}>
        <ViewerEndPanel
          {...args}
          manifest={{ ...sampleManifest({ nextEpisode: null }), volumeStores: [] }}
          recommendations={[]}
        />
      </div>
      <div style={{ width: 420 }}>
        <ViewerEndPanel {...args} manifest={sampleManifest({ previousEpisode: null })} />
      </div>
      <div style={{ width: 420 }}>
        <ViewerEndPanel {...args} manifest={sampleTrialManifest()} />
      </div>
      <div style={{ width: 420 }}>
        <ViewerEndPanel
          {...args}
          goodButton={<GoodButton pressed count={1281} onPressedChange={fn()} />}
        />
      </div>
      <div style={{ width: 420 }}>
        <ViewerEndPanel {...args} manifest={sampleStoreOnlyNextManifest()} />
      </div>
    </div>
  ),
};
