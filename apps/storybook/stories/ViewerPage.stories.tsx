import type { ViewerManifest } from '@cw/contract/schemas';
import { StoreButton } from '@cw/episode-list/components';
import {
  buildEpisodeSummary,
  buildStore,
  buildViewerManifest,
  buildWorkSummary,
} from '@cw/fixtures';
import { Button, buttonClassName } from '@cw/ui';
import { GoodButton, Viewer, ViewerEndPanel } from '@cw/viewer/components';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleThumbnail } from '../../../packages/episode-list/src/test/storyFixtures';
import { drawnImage, drawnPage } from './drawnImage';
import '@cw/episode-list/styles.css';
import '@cw/viewer/styles.css';

const WORK_TITLE = 'ねこと魔法のパン屋さん';
const EPISODE_TITLE = '第2話 焼きたての約束';
const PAGE_COUNT = 12;

/** Episode 2 of the work, drawn pages between episodes 1 and 3, its volume in three stores. */
function viewerManifest(): ViewerManifest {
  const manifest = buildViewerManifest({
    pageCount: PAGE_COUNT,
    pageSrc: drawnPage,
    previousEpisode: buildEpisodeSummary(1, {
      title: '第1話 見習い魔女、パン屋を開く',
      thumbnail: sampleThumbnail(1),
    }),
    nextEpisode: buildEpisodeSummary(3, {
      title: '第3話 月夜のクロワッサン',
      thumbnail: sampleThumbnail(3),
    }),
    volumeStores: (['book_walker', 'amazon', 'honto'] as const).map((code) => buildStore(code)),
  });
  return {
    ...manifest,
    work: { ...manifest.work, title: WORK_TITLE },
    episode: { ...manifest.episode, title: EPISODE_TITLE },
  };
}

const recommendations = [
  '星降る街の郵便屋',
  '竜と暮らす七日間',
  '放課後の錬金術師',
  '海辺の古書店',
].map((title, index) =>
  buildWorkSummary(index + 10, {
    title,
    thumbnail: drawnImage({
      width: 250,
      height: 350,
      hue: ((index + 10) * 53 + 20) % 360,
      label: title.slice(0, 4),
    }),
  }),
);

type ViewerPageProps = {
  manifest: ViewerManifest;
  initialPage?: number;
  /** Size of the screen the viewer fills, in CSS pixels. */
  width: number;
  height: number;
  onAnalytics: () => void;
  onPageChange: (page: number) => void;
};

/**
 * The viewer page as the web app composes it (`ViewerScreen` and `ViewerEnd` of apps/web): the
 * `Viewer` of @cw/viewer over the whole screen, and after the last page its end panel with the
 * work page's store button of @cw/episode-list for the volume. Two domains on one screen, so
 * the story lives in apps/storybook. At rest, for a guest: the good and follow buttons as they
 * are before the session is known, no reading position kept.
 */
function ViewerPage({ manifest, width, height, ...props }: ViewerPageProps) {
  const style = { width, height, '--cw-viewer-height': `${height}px` } as CSSProperties;
  const episodeHref = (episode: { code: string }) => `#viewer-${episode.code}`;
  const workHref = (work: { code: string }) => `#detail-${work.code}`;
  return (
    <div style={style}>
      <Viewer
        {...props}
        manifest={manifest}
        storage={null}
        autoFocus={false}
        episodeHref={episodeHref}
        workHref={workHref}
        endPanel={
          <ViewerEndPanel
            manifest={manifest}
            recommendations={recommendations}
            episodeHref={episodeHref}
            workHref={workHref}
            goodButton={<GoodButton pressed={null} count={null} onPressedChange={() => {}} />}
            followButton={<Button variant="secondary">フォローする</Button>}
            storeButton={
              <StoreButton
                stores={manifest.volumeStores}
                className={buttonClassName({ variant: 'primary', fullWidth: true })}
              />
            }
          />
        }
      />
    </div>
  );
}

const meta = {
  title: 'Pages/Viewer (ビューア)',
  component: ViewerPage,
  parameters: { layout: 'fullscreen' },
  args: {
    manifest: viewerManifest(),
    width: 1280,
    height: 800,
    onAnalytics: fn(),
    onPageChange: fn(),
  },
} satisfies Meta<typeof ViewerPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The viewer's landmarks and bars, and the page it opened at drawn on the screen. */
async function expectViewerAt(canvasElement: HTMLElement, page: string) {
  const canvas = within(canvasElement);
  const stage = canvas.getByRole('region', { name: 'ビューア' });
  await expect(stage).toHaveAttribute('data-current-page', page);
  await expect(canvas.getByRole('link', { name: '作品ページへ戻る' })).toBeVisible();
  await expect(canvas.getByRole('slider', { name: 'ページを移動' })).toBeInTheDocument();
  // The page's image is on the screen, loaded and decoded, not a blank box.
  const image = canvasElement.querySelector<HTMLImageElement>(
    `.cw-viewer-view[data-active="true"] [data-page="${page}"] img`,
  );
  await expect(image).not.toBeNull();
  await waitFor(() => expect(image?.complete && (image?.naturalWidth ?? 0) > 0).toBe(true));
  await expect(image).toBeVisible();
  const box = image?.getBoundingClientRect();
  await expect(box?.width).toBeGreaterThan(0);
  await expect(box?.right).toBeLessThanOrEqual(window.innerWidth + 0.5);
  return stage;
}

/** On a phone 390px wide, held upright: the first page over the whole screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone390', isRotated: false } },
  args: { width: 390, height: 844 },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(390);
    await expectViewerAt(canvasElement, '1');
  },
};

/** On a desktop 1280px wide: the first page, on the right of its spread (read right to left). */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(1280);
    await expectViewerAt(canvasElement, '1');
  },
};

/** On a desktop, past the last page: the end panel with the next episode and the stores. */
export const DesktopEndPanel: Story = {
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  args: { initialPage: PAGE_COUNT },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const stage = canvas.getByRole('region', { name: 'ビューア' });
    stage.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(stage).toHaveAttribute('data-at-end', 'true');
    const panel = canvas.getByTestId('viewer-end-panel');
    await expect(
      within(panel).getByRole('heading', { name: 'この話はここまでです' }),
    ).toBeVisible();
    await expect(within(panel).getByTestId('viewer-jump-forward')).toHaveAttribute(
      'href',
      '#viewer-CW_000001_0003_E',
    );
    await expect(within(panel).getByRole('button', { name: /ストアで購入/ })).toBeVisible();
  },
};
