import type { Banner } from '@cw/contract/schemas';
import { Button } from '@cw/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleBanners } from '../test/storyFixtures';
import { PHONE_390 } from '../test/storyViewport';
import { ModalBanner, type ModalBannerProps } from './ModalBanner';
import '@cw/ui/styles.css';
import './catalog.css';

const [banner, longBanner] = sampleBanners() as [Banner, Banner, ...Banner[]];

type DemoProps = ModalBannerProps & { trigger?: string };

/** The banner with its own open state, as the app holds it, and a button to show it again. */
function ModalBannerDemo({ trigger = 'お知らせを表示', open, onOpenChange, ...props }: DemoProps) {
  const [shown, setShown] = useState(open);
  const change = (next: boolean) => {
    onOpenChange(next);
    setShown(next);
  };
  return (
    <>
      <Button variant="secondary" onClick={() => change(true)}>
        {trigger}
      </Button>
      <ModalBanner {...props} open={shown} onOpenChange={change} />
    </>
  );
}

/**
 * Shows the banner again with the demo's button (`trigger`) and waits for it, so that a story
 * whose play closes the dialog rests on it open, as a designer reviews it.
 */
async function showAgain(canvasElement: HTMLElement, trigger: string) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: trigger }));
  return canvas.findByRole('dialog', { name: banner.title });
}

const meta = {
  title: 'catalog/ModalBanner',
  component: ModalBanner,
  args: {
    banner,
    open: true,
    onOpenChange: fn(),
    onImpression: fn(),
    onBannerClick: fn(),
    onDecline: fn(),
  },
  render: (args: ModalBannerProps) => <ModalBannerDemo {...args} />,
  // On the docs page each story in a frame of its own: an open modal dialog covers the window.
  parameters: { docs: { story: { inline: false, iframeHeight: 560 } } },
} satisfies Meta<typeof ModalBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Shown on arrival: one impression; following the banner closes it. Shown again, it counts
 * again, and rests open.
 */
export const Open: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await canvas.findByRole('dialog', { name: 'サービス開始10周年記念' });
    await expect(within(dialog).getByRole('button', { name: '閉じる' })).toHaveFocus();
    await expect(args.onImpression).toHaveBeenCalledTimes(1);
    await expect(args.onImpression).toHaveBeenCalledWith(banner);
    const link = within(dialog).getByRole('link', { name: '10周年記念 大感謝フェア開催中' });
    await expect(link).toHaveAttribute('href', '/campaign/10th-anniversary');
    await userEvent.click(link);
    await expect(args.onBannerClick).toHaveBeenCalledTimes(1);
    await expect(args.onBannerClick).toHaveBeenCalledWith(banner);
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(args.onDecline).not.toHaveBeenCalled();
    await expect(args.onOpenChange).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    const again = await showAgain(canvasElement, 'お知らせを表示');
    await expect(within(again).getByRole('button', { name: '閉じる' })).toHaveFocus();
    await expect(args.onImpression).toHaveBeenCalledTimes(2);
  },
};

/**
 * On a phone 390px wide: a sheet from the bottom, the whole banner and both buttons on screen,
 * nothing wider than the screen. `今後表示しない` declines and closes; shown again, it rests open.
 */
export const Phone: Story = {
  ...PHONE_390,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await canvas.findByRole('dialog', { name: 'サービス開始10周年記念' });
    const onScreen = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.left >= 0 && box.right <= window.innerWidth && box.bottom <= window.innerHeight;
    };
    const image = within(dialog).getByRole('img');
    const neverShow = within(dialog).getByRole('button', { name: '今後表示しない' });
    await expect(window.innerWidth).toBe(390);
    // The dialog fades in (opacity from 0), which toBeVisible reads as hidden until done.
    await waitFor(() => expect(image).toBeVisible());
    await expect(onScreen(image)).toBe(true);
    await expect(onScreen(neverShow)).toBe(true);
    await expect(onScreen(within(dialog).getByRole('button', { name: '閉じる' }))).toBe(true);
    // A comfortable target for a thumb (the 44px of @cw/ui's md buttons).
    await expect(neverShow.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.click(neverShow);
    await expect(args.onDecline).toHaveBeenCalledTimes(1);
    await expect(args.onDecline).toHaveBeenCalledWith(banner, 'neverShow');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    const again = await showAgain(canvasElement, 'お知らせを表示');
    await waitFor(() => expect(within(again).getByRole('img')).toBeVisible());
  },
};

/**
 * Every state, each behind its button: a banner (shown first; Escape declines it), a long
 * title and alt text, a banner whose image is missing (the fallback image), and no banner (the
 * button shows nothing). It rests on the banner, shown again.
 */
export const AllStates: Story = {
  render: (args: ModalBannerProps) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
      <ModalBannerDemo {...args} trigger="バナー" />
      <ModalBannerDemo
        {...args}
        open={false}
        trigger="長いタイトル"
        banner={{
          ...longBanner,
          title: '期間限定！無料話増量中の作品をまとめてチェックできるキャンペーン開催中',
        }}
      />
      <ModalBannerDemo
        {...args}
        open={false}
        trigger="画像なし"
        banner={{ ...banner, image: '/v3/media/banners/404.png' }}
      />
      <ModalBannerDemo {...args} open={false} trigger="バナーなし" banner={null} />
    </div>
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('dialog', { name: 'サービス開始10周年記念' });
    await userEvent.keyboard('{Escape}');
    await expect(args.onDecline).toHaveBeenCalledTimes(1);
    await expect(args.onDecline).toHaveBeenCalledWith(banner, 'close');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'バナーなし' }));
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await showAgain(canvasElement, 'バナー');
  },
};
