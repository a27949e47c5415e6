import type { UiLocale } from '@cw/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type CSSProperties, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MAX_DECODED_PAGES } from '../preloadPlan';
import { memoryStorage } from '../test/memoryStorage';
import { StoreButtonStub } from '../test/StoreButtonStub';
import {
  sampleManifest,
  sampleRecommendations,
  sampleStore,
  sampleTrialManifest,
} from '../test/storyFixtures';
import { ENGLISH, TRADITIONAL_CHINESE } from '../test/storyLocale';
import { VIEWER_TEXTS } from '../text';
import { Viewer, type ViewerProps } from './Viewer';
import { ViewerEndPanel } from './ViewerEndPanel';
import { ViewerSkeleton } from './ViewerSkeleton';
import '@cw/ui/styles.css';
import './viewer.css';

type FrameProps = ViewerProps & {
  /** Size of the box the viewer fills, in CSS pixels. */
  width?: number;
  height?: number;
};

/** The viewer in a box of a given size: spreads need a landscape box at least 768px wide. */
function ViewerFrame({ width = 1024, height = 640, ...props }: FrameProps) {
  const style = { width, height, '--cw-viewer-height': `${height}px` } as CSSProperties;
  return (
    <div style={style}>
      <Viewer {...props} />
    </div>
  );
}

const meta = {
  title: 'viewer/Viewer',
  component: ViewerFrame,
  parameters: { layout: 'fullscreen' },
  args: {
    manifest: sampleManifest(),
    storage: null,
    autoFocus: false,
    workHref: () => '#work',
    episodeHref: (episode) => `#viewer-${episode.code}`,
    onAnalytics: fn(),
    onPageChange: fn(),
    onNearEnd: fn(),
  },
} satisfies Meta<typeof ViewerFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

const stageOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('region', { name: 'ビューア' });

/** One-based pages of the view on screen, left to right as drawn. */
function pagesOnScreen(canvasElement: HTMLElement): string[] {
  const view = canvasElement.querySelector('.cw-viewer-view[data-active="true"]');
  return [...(view?.querySelectorAll('[data-page]') ?? [])].map(
    (page) => page.getAttribute('data-page') ?? '',
  );
}

/** Japanese books: spreads, the first page on the right; ArrowLeft turns forward. */
export const RightToLeft: Story = {
  play: async ({ args, canvasElement }) => {
    const stage = stageOf(canvasElement);
    await expect(stage).toHaveAttribute('data-current-page', '1');
    stage.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(stage).toHaveAttribute('data-current-page', '2');
    await expect(pagesOnScreen(canvasElement)).toEqual(['3', '2']);
    await expect(stage).toHaveFocus();
    // The app hears of the turn after the new page has painted (`afterNextPaint`).
    await waitFor(() => expect(args.onPageChange).toHaveBeenLastCalledWith(2));
    await expect(args.onAnalytics).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'episode_read' }),
    );
    const slider = within(canvasElement).getByRole('slider', { name: 'ページを移動' });
    await expect(slider).toHaveAttribute('dir', 'rtl');
    await expect(within(canvasElement).getByTestId('viewer-page-counter')).toHaveTextContent(
      '2〜3 / 12ページ',
    );
  },
};

/** Left-to-right books: the first page of a pair on the left; ArrowRight turns forward. */
export const LeftToRight: Story = {
  args: { manifest: sampleManifest({ scrollType: 'ltr' }) },
  play: async ({ canvasElement }) => {
    const stage = stageOf(canvasElement);
    stage.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(pagesOnScreen(canvasElement)).toEqual(['2', '3']);
    await expect(within(canvasElement).getByRole('slider')).toHaveAttribute('dir', 'ltr');
  },
};

/** `vsc`: a strip without gaps; only pages near the screen hold an image. */
export const VerticalScroll: Story = {
  args: { manifest: sampleManifest({ scrollType: 'vsc' }), width: 480, height: 720 },
  play: async ({ canvasElement }) => {
    const boxes = canvasElement.querySelectorAll('.cw-viewer-strip__page');
    await expect(boxes).toHaveLength(40);
    const withSource = canvasElement.querySelectorAll('img.cw-viewer-page-image[src]');
    await expect(withSource.length).toBeGreaterThan(0);
    await expect(withSource.length).toBeLessThanOrEqual(MAX_DECODED_PAGES);
    const stage = stageOf(canvasElement);
    stage.scrollTop = stage.scrollHeight / 2;
    await waitFor(() =>
      expect(Number(stage.getAttribute('data-current-page'))).toBeGreaterThan(10),
    );
  },
};

/** A narrow portrait screen: one page at a time, no spread shift. */
export const SinglePage: Story = {
  args: { width: 390, height: 700 },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('[data-slot="viewer"]');
    await expect(root).toHaveAttribute('data-layout', 'single');
    stageOf(canvasElement).focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(pagesOnScreen(canvasElement)).toEqual(['2']);
    await expect(
      within(canvasElement).queryByRole('button', { name: '見開きをずらす' }),
    ).toBeNull();
  },
};

/** A two-page spread drawn as one landscape image stands alone. */
export const WidePage: Story = {
  args: { manifest: sampleManifest({ widePages: [5] }), initialPage: 6 },
  play: async ({ canvasElement }) => {
    const view = canvasElement.querySelector('.cw-viewer-view[data-active="true"]');
    await expect(view).toHaveAttribute('data-wide', 'true');
    await expect(pagesOnScreen(canvasElement)).toEqual(['6']);
  },
};

/** A work the reader shifted before: the choice is stored per work. */
function ShiftedFrame(props: FrameProps) {
  const [storage] = useState(() =>
    memoryStorage({
      'cw-viewer--work-spread-shift': JSON.stringify([
        { workCode: 'CW_000001_S', spreadShift: true },
      ]),
    }),
  );
  return <ViewerFrame {...props} storage={storage} />;
}

/** 見開きをずらす: page 2 stands alone and every later pair moves by one. */
export const ShiftedSpreads: Story = {
  args: { initialPage: 3 },
  render: (args: FrameProps) => <ShiftedFrame {...args} />,
  play: async ({ canvasElement }) => {
    await expect(pagesOnScreen(canvasElement)).toEqual(['4', '3']);
    const toggle = within(canvasElement).getByRole('button', { name: '見開きをずらす' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    await expect(pagesOnScreen(canvasElement)).toEqual(['3', '2']);
  },
};

/** Ctrl+wheel zooms the whole spread at the pointer; a page turn resets it. */
export const Zoomed: Story = {
  args: { initialPage: 2 },
  play: async ({ canvasElement }) => {
    const surface = canvasElement.querySelector('.cw-viewer-paged') as HTMLElement;
    const rect = surface.getBoundingClientRect();
    surface.dispatchEvent(
      new WheelEvent('wheel', {
        deltaY: -100,
        ctrlKey: true,
        clientX: rect.left + rect.width / 2,
        clientY: rect.top + rect.height / 3,
        bubbles: true,
        cancelable: true,
      }),
    );
    await waitFor(() => expect(surface).toHaveAttribute('data-zoomed', 'true'));
    const view = canvasElement.querySelector('.cw-viewer-view[data-active="true"]') as HTMLElement;
    await expect(view.style.transform).toMatch(/scale\(2\)/);
    await expect(view.querySelectorAll('img')).toHaveLength(2);
  },
};

/** ワイド表示: the viewer takes the whole width. */
export const WideMode: Story = {
  args: { width: 1280 },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'ワイド表示' }));
    const root = canvasElement.querySelector('[data-slot="viewer"]');
    await expect(root).toHaveAttribute('data-presentation-mode', 'wide');
    await expect(args.onAnalytics).toHaveBeenLastCalledWith(
      expect.objectContaining({ name: 'viewer_action_expand' }),
    );
  },
};

/** 全画面表示: the Fullscreen API, or a box fixed over the window where it is refused. */
export const FullscreenMode: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '全画面表示' });
    await userEvent.click(button);
    const root = canvasElement.querySelector('[data-slot="viewer"]') as HTMLElement;
    await expect(root).toHaveAttribute('data-presentation-mode', 'fullscreen');
    await expect(getComputedStyle(root).position).toBe('fixed');
    await expect(args.onAnalytics).toHaveBeenLastCalledWith(
      expect.objectContaining({ name: 'viewer_action_full_screen' }),
    );
    // Pressed again, it returns to the mode before.
    await userEvent.click(button);
    await expect(root).toHaveAttribute('data-presentation-mode', 'normal');
  },
};

/** After the last page: the end panel, with next and previous episodes and stores. */
export const EndPanel: Story = {
  args: {
    initialPage: 12,
    endPanel: undefined,
    manifest: {
      ...sampleManifest(),
      volumeStores: [sampleStore('book_walker'), sampleStore('amazon')],
    },
  },
  render: (args: FrameProps) => (
    <ViewerFrame
      {...args}
      endPanel={
        <ViewerEndPanel
          manifest={args.manifest}
          episodeHref={(episode) => `#viewer-${episode.code}`}
          workHref={(work) => `#detail-${work.code}`}
          recommendations={sampleRecommendations()}
          storeButton={<StoreButtonStub stores={args.manifest.volumeStores} />}
          followButton={
            <button type="button" className="cw-ui-button cw-ui-button--secondary cw-ui-button--md">
              フォローする
            </button>
          }
        />
      }
    />
  ),
  play: async ({ args, canvasElement }) => {
    const stage = stageOf(canvasElement);
    stage.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(stage).toHaveAttribute('data-at-end', 'true');
    const panel = within(canvasElement).getByTestId('viewer-end-panel');
    await expect(within(panel).getByTestId('viewer-jump-forward')).toBeVisible();
    await expect(within(panel).getByTestId('viewer-jump-back')).toBeVisible();
    await expect(args.onAnalytics).toHaveBeenLastCalledWith(
      expect.objectContaining({ name: 'end_of_book' }),
    );
  },
};

/** A phone held upright: below the desktop breakpoint the viewer covers the whole window. */
const PHONE = {
  globals: { viewport: { value: 'phone390', isRotated: false } },
  args: { width: 390, height: 844 },
} as const;

const barsOf = (canvasElement: HTMLElement, locale: UiLocale = 'ja') => {
  const root = canvasElement.querySelector('[data-slot="viewer"]') as HTMLElement;
  const toolbar = within(root).getByRole('group', { name: VIEWER_TEXTS[locale].toolbar });
  return { root, toolbar };
};

/**
 * Phone: the page gets the screen. One compact bar on top (back, titles, 表示設定) and the
 * page bar below, laid over the page; they hide after a few seconds or at the first turn.
 */
export const PhoneCompactBar: Story = {
  ...PHONE,
  play: async ({ canvasElement }) => {
    const { root, toolbar } = barsOf(canvasElement);
    await expect(root).toHaveAttribute('data-controls', 'shown');
    await expect(root.getBoundingClientRect()).toMatchObject({
      top: 0,
      left: 0,
      width: window.innerWidth,
      height: window.innerHeight,
    });
    await expect(stageOf(canvasElement).getBoundingClientRect().height).toBe(window.innerHeight);
    // One row of touch targets; the choices wait behind 表示設定.
    await expect(toolbar.offsetHeight).toBeLessThanOrEqual(64);
    await expect(within(toolbar).getByRole('button', { name: '表示設定' })).toBeVisible();
    await expect(within(toolbar).queryByRole('button', { name: '縦読み' })).toBeNull();
  },
};

/** Phone, bars hidden by a tap in the middle: the page does not move. */
export const PhoneBarsHidden: Story = {
  ...PHONE,
  play: async ({ canvasElement }) => {
    const { root } = barsOf(canvasElement);
    const image = () =>
      canvasElement.querySelector('.cw-viewer-view[data-active="true"] img') as HTMLElement;
    const before = image().getBoundingClientRect().toJSON();
    // A tap in the middle third of the page: the bars go, the page stays.
    const surface = canvasElement.querySelector('.cw-viewer-paged') as HTMLElement;
    const { left, top, width, height } = surface.getBoundingClientRect();
    await userEvent.pointer({
      keys: '[TouchA]',
      target: surface,
      coords: { clientX: left + width / 2, clientY: top + height / 2 },
    });
    await waitFor(() => expect(root).toHaveAttribute('data-controls', 'hidden'));
    await expect(stageOf(canvasElement)).toHaveAttribute('data-current-page', '1');
    await expect(image().getBoundingClientRect().toJSON()).toEqual(before);
  },
};

/** Phone, 表示設定 open: reading direction and presentation under the bar. */
export const PhoneMenuOpen: Story = {
  ...PHONE,
  play: async ({ canvasElement }) => {
    const { toolbar } = barsOf(canvasElement);
    const menu = within(toolbar).getByRole('button', { name: '表示設定' });
    await userEvent.click(menu);
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(within(toolbar).getByRole('button', { name: '縦読み' })).toBeVisible();
    await expect(within(toolbar).getByRole('button', { name: '全画面表示' })).toBeVisible();
  },
};

/** Phone, a trial chapter: 試し読み in the title bar. */
export const PhoneTrialChapter: Story = {
  ...PHONE,
  args: { ...PHONE.args, manifest: sampleTrialManifest() },
  play: async ({ canvasElement }) => {
    const { toolbar } = barsOf(canvasElement);
    await expect(within(toolbar).getByText('試し読み')).toBeVisible();
  },
};

/** Phone, the end panel with the bars up: its heading starts below the top bar. */
export const PhoneEndPanel: Story = {
  ...PHONE,
  args: { ...PHONE.args, initialPage: 12, manifest: sampleTrialManifest() },
  play: async ({ canvasElement }) => {
    const { root, toolbar } = barsOf(canvasElement);
    stageOf(canvasElement).focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(stageOf(canvasElement)).toHaveAttribute('data-at-end', 'true');
    within(toolbar).getByRole('link', { name: '作品ページへ戻る' }).focus();
    await expect(root).toHaveAttribute('data-controls', 'shown');
    const heading = within(canvasElement).getByRole('heading', { name: 'この話はここまでです' });
    await expect(heading.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      toolbar.offsetTop + toolbar.offsetHeight,
    );
    await expect(
      within(canvasElement).getByRole('link', { name: /^次の話へ 第4話/ }),
    ).toBeVisible();
  },
};

/** The first episode a device opens: which way it reads, once. */
function FirstVisitFrame(props: FrameProps) {
  const [storage] = useState(() => memoryStorage());
  return <ViewerFrame {...props} storage={storage} />;
}

/** Phone, first visit: 「← 左へ読み進めます」 over the page until a turn, a tap or a few seconds. */
export const PhoneDirectionHint: Story = {
  ...PHONE,
  render: (args: FrameProps) => <FirstVisitFrame {...args} />,
  play: async ({ canvasElement }) => {
    const hint = await within(canvasElement).findByTestId('viewer-direction-hint');
    await expect(hint).toHaveTextContent('左へ読み進めます');
    await expect(hint).toBeVisible();
  },
};

/** English (/en): the bars and the announcements in an English reader's words. */
export const English: Story = {
  parameters: ENGLISH,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const stage = canvas.getByRole('region', { name: 'Viewer' });
    await expect(canvas.getByRole('link', { name: 'Back to series' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Vertical' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Full screen' })).toBeVisible();
    await expect(canvas.getByRole('slider', { name: 'Go to page' })).toBeVisible();
    await expect(canvas.getByTestId('viewer-page-counter')).toHaveTextContent('Page 1 of 12');
    stage.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByTestId('viewer-page-counter')).toHaveTextContent('Pages 2–3 of 12');
  },
};

/** Traditional Chinese (/tw): the bars in Taiwan's words. */
export const TraditionalChinese: Story = {
  parameters: TRADITIONAL_CHINESE,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '返回作品頁' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '直向閱讀' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '全螢幕' })).toBeVisible();
    await expect(canvas.getByTestId('viewer-page-counter')).toHaveTextContent('1 / 12頁');
  },
};

/** Opens the phone's display settings and checks that every choice fits on the screen. */
async function openPhoneMenu(canvasElement: HTMLElement, locale: UiLocale) {
  const { toolbar } = barsOf(canvasElement, locale);
  const menu = within(toolbar).getByRole('button', { name: VIEWER_TEXTS[locale].displaySettings });
  await userEvent.click(menu);
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  const options = toolbar.querySelector('.cw-viewer-options') as HTMLElement;
  for (const button of within(options).getAllByRole('button')) {
    await expect(button).toBeVisible();
    await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  }
}

/** Phone, English: the longer English choices under 'Display settings' fit the screen. */
export const PhoneMenuOpenEnglish: Story = {
  ...PHONE,
  parameters: ENGLISH,
  play: ({ canvasElement }) => openPhoneMenu(canvasElement, 'en'),
};

/** Phone, Traditional Chinese: 顯示設定 open. */
export const PhoneMenuOpenTraditionalChinese: Story = {
  ...PHONE,
  parameters: TRADITIONAL_CHINESE,
  play: ({ canvasElement }) => openPhoneMenu(canvasElement, 'zh-Hant-TW'),
};

/** Phone, English, first visit: the reading direction hint. */
export const PhoneDirectionHintEnglish: Story = {
  ...PHONE,
  parameters: ENGLISH,
  render: (args: FrameProps) => <FirstVisitFrame {...args} />,
  play: async ({ canvasElement }) => {
    const hint = await within(canvasElement).findByTestId('viewer-direction-hint');
    await expect(hint).toHaveTextContent('Read from right to left');
    await expect(hint.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

const BOX = { width: 360, height: 480, '--cw-viewer-height': '480px' } as CSSProperties;

/** Every state side by side, for designers and visual review. */
export const AllStates: Story = {
  render: (args: FrameProps) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, padding: 16, background: '#ddd' }}>
      <ViewerFrame {...args} width={800} height={480} />
      <ViewerFrame
        {...args}
        manifest={sampleManifest({ scrollType: 'ltr' })}
        width={360}
        height={480}
      />
      <ViewerFrame
        {...args}
        manifest={sampleManifest({ scrollType: 'vsc' })}
        width={360}
        height={480}
      />
      <ViewerFrame
        {...args}
        manifest={sampleManifest({ widePages: [5] })}
        initialPage={6}
        width={800}
        height={480}
      />
      <div style={BOX}>
        <ViewerSkeleton />
      </div>
      <div style={{ width: 480, background: '#141414' }}>
        <ViewerEndPanel
          manifest={args.manifest}
          recommendations={sampleRecommendations(3)}
          episodeHref={(episode) => `#viewer-${episode.code}`}
        />
      </div>
    </div>
  ),
};
