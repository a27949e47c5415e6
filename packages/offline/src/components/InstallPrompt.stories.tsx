import { kanaTexts } from '@cw/vitest-config/locale';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { InstallPrompt } from './InstallPrompt';
import '@cw/ui/styles.css';
import './offline.css';

const meta = {
  title: 'offline/InstallPrompt',
  component: InstallPrompt,
  args: { onInstall: fn(), onDismiss: fn() },
} satisfies Meta<typeof InstallPrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The banner as the home page shows it once: it takes no focus. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'ホーム画面への追加' });
    await expect(region).not.toContainElement(document.activeElement as HTMLElement | null);
    await userEvent.click(within(region).getByRole('button', { name: '追加する' }));
    await expect(args.onInstall).toHaveBeenCalledOnce();
    await userEvent.click(within(region).getByRole('button', { name: '今はしない' }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};

/** On a phone 390px wide: the buttons under the message. */
export const OnPhone: Story = {
  globals: { viewport: { value: 'phone390', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('ホーム画面に追加すると、アプリのように読めます'),
    ).toBeVisible();
  },
};

/** In English (/en). */
export const English: Story = {
  parameters: { locale: 'en' },
  play: async ({ args, canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Add to Home Screen' });
    await expect(region).toHaveTextContent(
      'Add this site to your Home Screen to read it like an app',
    );
    await expect(kanaTexts(canvasElement)).toEqual([]);
    await userEvent.click(within(region).getByRole('button', { name: 'Add' }));
    await expect(args.onInstall).toHaveBeenCalledOnce();
    await userEvent.click(within(region).getByRole('button', { name: 'Not now' }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};

/** In Traditional Chinese (/tw), on a phone 390px wide. */
export const TraditionalChinese: Story = {
  parameters: { locale: 'zh-Hant-TW' },
  globals: { viewport: { value: 'phone390', isRotated: false } },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: '加入主畫面' });
    await expect(within(region).getByRole('button', { name: '加入' })).toBeVisible();
    await expect(within(region).getByRole('button', { name: '暫時不要' })).toBeVisible();
    await expect(kanaTexts(canvasElement)).toEqual([]);
  },
};
