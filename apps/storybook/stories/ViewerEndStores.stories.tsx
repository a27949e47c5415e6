import { storeSubjectName } from '@cw/episode-list';
import { StoreButton } from '@cw/episode-list/components';
import { buttonClassName } from '@cw/ui';
import { ViewerEndPanel, type ViewerEndPanelProps } from '@cw/viewer/components';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectChooserOnPhone } from '../../../packages/episode-list/src/test/storyPhone';
// The viewer's story fixtures: an episode's manifest, stores with their names and drawn logos.
import {
  sampleEndPanelProps,
  sampleStoreOnlyNextManifest,
} from '../../../packages/viewer/src/test/storyFixtures';
import '@cw/episode-list/styles.css';
import '@cw/viewer/styles.css';

type EndScreenProps = Omit<ViewerEndPanelProps, 'storeButton' | 'renderNextStoreButton'>;

/**
 * The end of an episode as the web app composes it (`ViewerEnd` of apps/web): the viewer's end
 * panel with the work page's store button and chooser (`StoreButton` of @cw/episode-list), which
 * the viewer may not import (domains stay apart), so these stories live in apps/storybook. The
 * chooser is open at rest: what a designer signs off is the chooser over the panel.
 */
function EndScreen(props: EndScreenProps) {
  const { manifest } = props;
  const className = buttonClassName({ variant: 'primary', fullWidth: true });
  return (
    <div style={{ maxWidth: 640, background: '#141414' }}>
      <ViewerEndPanel
        {...props}
        storeButton={<StoreButton stores={manifest.volumeStores} className={className} />}
        renderNextStoreButton={({ episode, stores: sold }) => (
          <StoreButton
            stores={sold}
            subjectName={storeSubjectName({ kind: 'episode', episode, work: manifest.work })}
            className={className}
          />
        )}
      />
    </div>
  );
}

const meta = {
  title: 'viewer/ViewerEndPanel/Store chooser',
  component: EndScreen,
  args: { ...sampleEndPanelProps(), onAnalytics: fn() },
  // On the docs page each story in a frame of its own: the chooser is a modal dialog.
  parameters: { docs: { story: { inline: false, iframeHeight: 640 } } },
} satisfies Meta<typeof EndScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the chooser from the button named `name` (within `region`, if given), and returns it. */
async function openChooser(canvasElement: HTMLElement, region?: string) {
  const canvas = within(canvasElement);
  const scope = region ? within(canvas.getByRole('region', { name: region })) : canvas;
  await userEvent.click(scope.getByRole('button', { name: 'ストアで購入' }));
  const dialog = await canvas.findByRole('dialog', { name: 'ストアを選択' });
  await expect(
    within(dialog)
      .getAllByRole('link')
      .map((link) => link.getAttribute('data-store')),
  ).toEqual(['book_walker', 'amazon', 'honto']);
  return dialog;
}

/** The volume's stores, from 'ストアで購入' under the episode just read. */
export const VolumeStores: Story = {
  name: '巻のストア (the volume’s stores)',
  play: async ({ canvasElement }) => {
    await openChooser(canvasElement);
  },
};

export const VolumeStoresPhone: Story = {
  name: '巻のストア・スマホ (the volume’s stores, phone)',
  globals: { viewport: { value: 'phone390', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expectChooserOnPhone(await openChooser(canvasElement));
  },
};

/** The next episode is sold in stores: its chooser names the work and the episode. */
export const NextEpisodeForSalePhone: Story = {
  name: '次の話をストアで・スマホ (next episode for sale, phone)',
  args: sampleEndPanelProps(sampleStoreOnlyNextManifest()),
  globals: { viewport: { value: 'phone390', isRotated: false } },
  play: async ({ canvasElement }) => {
    const dialog = await openChooser(canvasElement, '第3話 はストアで購入できます');
    await expect(dialog).toHaveAccessibleDescription(/第3話/);
    await expectChooserOnPhone(dialog);
  },
};
