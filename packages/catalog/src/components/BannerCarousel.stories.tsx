import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleBanners } from '../test/storyFixtures';
import { PHONE_390 } from '../test/storyViewport';
import { slideText } from '../text';
import { BannerCarousel, type BannerCarouselProps } from './BannerCarousel';
import '@cw/ui/styles.css';
import './catalog.css';

const banners = sampleBanners();

const meta = {
  title: 'catalog/BannerCarousel',
  component: BannerCarousel,
  args: { banners, onBannerClick: fn() },
  render: (args: BannerCarouselProps) => (
    <div style={{ maxWidth: 960 }}>
      <BannerCarousel {...args} />
    </div>
  ),
} satisfies Meta<typeof BannerCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The scroller of the banners rests on banner `n` (1-based): the one shown is on screen. */
async function expectRestingOn(canvasElement: HTMLElement, n: number) {
  const scroller = canvasElement.querySelector<HTMLElement>('.cw-cat-carousel__viewport');
  if (scroller === null) throw new Error('no banner scroller');
  await waitFor(() => expect(Math.round(scroller.scrollLeft)).toBe((n - 1) * scroller.clientWidth));
}

/** Moved by the reader only. */
export const Manual: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'おすすめ' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '次へ' }));
    await expect(canvas.getByRole('button', { name: '2件目を表示' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: '前へ' }));
    await userEvent.click(canvas.getByRole('button', { name: '前へ' }));
    await expect(canvas.getByRole('button', { name: '4件目を表示' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await userEvent.click(canvas.getByRole('link', { name: '今読まれている作品ランキング' }));
    await expect(args.onBannerClick).toHaveBeenCalledWith(banners[3], 3);
  },
};

/** Keyboard only: the arrow buttons move it; hidden banners are inert, out of the Tab order. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '前へ' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '次へ' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    // The banner on its way, the page is scrolled (which cancels the banners' smooth scroll):
    // they still arrive, not resting on a hidden banner while the dots name another.
    await new Promise((resolve) => setTimeout(resolve, 30));
    window.scrollTo(0, 0);
    await expect(canvas.getByRole('button', { name: '2件目を表示' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    // The browser refuses focus inside inert slides (user-event's Tab does not model inert).
    const links = [...canvasElement.querySelectorAll<HTMLAnchorElement>('.cw-cat-carousel__link')];
    for (const link of links) {
      link.focus();
      await expect(document.activeElement === link).toBe(link.closest('[inert]') === null);
    }
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '/free-campaign');
    await expectRestingOn(canvasElement, 2);
  },
};

/**
 * A swipe on a phone: the banners scroll under the finger and snap to one; the shown banner
 * follows once the scroll rests. Sideways overscroll stays in the carousel, so a swipe past
 * an end is not the browser's back gesture.
 */
export const Swipe: Story = {
  ...PHONE_390,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const viewport = canvasElement.querySelector('.cw-cat-carousel__viewport') as HTMLElement;
    const style = getComputedStyle(viewport);
    await expect(style.overscrollBehaviorX).toBe('contain');
    await expect(style.scrollSnapType).toBe('x mandatory');
    const third = canvas.getByRole('button', { name: '3件目を表示' });
    // Where a finger leaves it, between banners 2 and 3, nearer 3: it snaps to banner 3.
    viewport.scrollTo({ left: viewport.clientWidth * 1.7, behavior: 'instant' });
    await waitFor(() => expect(third).toHaveAttribute('aria-current', 'true'));
    await expect(viewport.scrollLeft).toBeCloseTo(viewport.clientWidth * 2, -1);
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '/topics/new-serials');
  },
};

/** Turns every 4 seconds; pauses under the pointer or focus, and for reduced motion. */
export const AutoAdvance: Story = {
  args: { autoAdvanceMs: 4000 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rotation = canvas.getByRole('button', { name: /自動再生を/ });
    await expect(rotation).toBeVisible();
  },
};

/**
 * A desktop window 1280×900 (the home page's column, 1120px): the banner takes at most 40 % of
 * the window's height, centred at the art's 16:9, so the works under it show on the first
 * screen; the art is contained, never cropped.
 */
export const DesktopFirstScreen: Story = {
  parameters: {
    viewport: {
      options: {
        desktop1280: {
          name: 'Desktop 1280×900',
          styles: { width: '1280px', height: '900px' },
          type: 'desktop',
        },
      },
    },
  },
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  render: (args: BannerCarouselProps) => (
    <div style={{ width: 1120 }}>
      <BannerCarousel {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const slide = within(canvasElement).getByRole('group', {
      name: slideText(1, banners.length),
    });
    const image = slide.querySelector('img');
    const frame = slide.getBoundingClientRect();
    await expect(frame.height).toBeLessThanOrEqual(window.innerHeight * 0.4 + 0.5);
    await expect(frame.width / frame.height).toBeCloseTo(16 / 9, 1);
    await expect(image && getComputedStyle(image).objectFit).toBe('contain');
  },
};

export const SingleBanner: Story = {
  args: { banners: banners.slice(0, 1) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** Every state: several banners, turning, a single banner. */
export const AllStates: Story = {
  render: (args: BannerCarouselProps) => (
    <div style={{ display: 'grid', gap: 32, maxWidth: 960 }}>
      <BannerCarousel {...args} />
      <BannerCarousel {...args} label="キャンペーン" autoAdvanceMs={4000} />
      <BannerCarousel {...args} label="お知らせ" banners={banners.slice(0, 1)} />
    </div>
  ),
};
