import { kanaTexts } from '@cw/vitest-config/locale';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ACCEPT_ALL_CONSENT } from '../consent';
import {
  CONSENT_DIALOG_TEXT,
  CONSENT_DIALOG_TEXTS,
  consentNoticeText,
} from '../consentDialogConfig';
import { ConsentNotice } from './ConsentNotice';
import '@cw/ui/styles.css';
import './consentNotice.css';

const meta = {
  title: 'analytics/ConsentNotice',
  component: ConsentNotice,
  args: { open: true, text: consentNoticeText('ja'), onChoose: fn(), onOpenSettings: fn() },
  // The page behind the notice.
  decorators: [
    (Story) => (
      <div style={{ minHeight: 480 }}>
        <p>CWコミックのページ</p>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ConsentNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A first visit: すべて同意する and 必須のみ許可する side by side, and the settings. */
export const FirstVisit: Story = {
  play: async ({ canvasElement, args }) => {
    const notice = within(canvasElement).getByRole('dialog', {
      name: CONSENT_DIALOG_TEXT.bannerTitle,
    });
    await expect(notice).toBeVisible();
    await userEvent.click(
      within(notice).getByRole('button', { name: CONSENT_DIALOG_TEXT.acceptAll }),
    );
    await expect(args.onChoose).toHaveBeenCalledWith(ACCEPT_ALL_CONSENT);
  },
};

/** On a phone: the buttons wrap under the text. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone390', isRotated: false } },
};

/** A reader who has chosen: nothing shows. */
export const Chosen: Story = {
  args: { open: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('dialog')).toBeNull();
  },
};

/**
 * While reading (the viewer, on a phone 390×844): a compact bar along the bottom edge, at most
 * 15 % of the screen and clear of the page's centre, the three choices in one row. Its title
 * still names the dialog, and it takes no focus: the reader's keys keep turning pages.
 */
export const CompactCookieBar: Story = {
  name: 'compact cookie bar',
  args: { compact: true },
  globals: { viewport: { value: 'phone390', isRotated: false } },
  play: async ({ canvasElement }) => {
    const notice = within(canvasElement).getByRole('dialog', {
      name: CONSENT_DIALOG_TEXT.bannerTitle,
    });
    await expect(notice).toBeVisible();
    const box = notice.getBoundingClientRect();
    await expect(box.height).toBeLessThanOrEqual(window.innerHeight * 0.15);
    await expect(box.bottom).toBeCloseTo(window.innerHeight, 0);
    await expect(box.top).toBeGreaterThan(window.innerHeight / 2);
    const rows = within(notice)
      .getAllByRole('button')
      .map((button) => button.getBoundingClientRect().top);
    await expect(new Set(rows).size).toBe(1);
    await expect(notice.contains(document.activeElement)).toBe(false);
  },
};

/**
 * English (/en): the app passes the group's words (`text`); `parameters.locale` draws
 * the rest of the story in it too. No Japanese is left in the notice.
 */
export const English: Story = {
  parameters: { locale: 'en' },
  args: { text: consentNoticeText('en') },
  play: async ({ canvasElement, args }) => {
    const text = CONSENT_DIALOG_TEXTS.en;
    const notice = within(canvasElement).getByRole('dialog', { name: 'Our use of cookies' });
    await expect(notice).toBeVisible();
    await expect(notice).toHaveTextContent(text.bannerDescription);
    await expect(within(notice).getByRole('button', { name: 'Change settings' })).toBeVisible();
    await userEvent.click(within(notice).getByRole('button', { name: 'Accept all' }));
    await expect(args.onChoose).toHaveBeenCalledWith(ACCEPT_ALL_CONSENT);
    await expect(kanaTexts(notice)).toEqual([]);
  },
};

/** Traditional Chinese (/tw): the notice in Taiwan's words. */
export const TraditionalChinese: Story = {
  parameters: { locale: 'zh-Hant-TW' },
  args: { text: consentNoticeText('zh-Hant-TW') },
  play: async ({ canvasElement }) => {
    const notice = within(canvasElement).getByRole('dialog', { name: '關於 Cookie 的使用' });
    await expect(notice).toBeVisible();
    for (const name of ['全部同意', '僅允許必要項目', '變更設定']) {
      await expect(within(notice).getByRole('button', { name })).toBeVisible();
    }
    await expect(kanaTexts(notice)).toEqual([]);
  },
};

/**
 * English while reading, on a phone 390×844: the longer English choices still share one row
 * of the compact bar, none cut off, the bar at most 15 % of the screen.
 */
export const EnglishCompactCookieBar: Story = {
  name: 'English compact cookie bar',
  parameters: { locale: 'en' },
  args: { compact: true, text: consentNoticeText('en') },
  globals: { viewport: { value: 'phone390', isRotated: false } },
  play: async ({ canvasElement }) => {
    const notice = within(canvasElement).getByRole('dialog', { name: 'Our use of cookies' });
    await expect(notice).toBeVisible();
    await expect(notice.getBoundingClientRect().height).toBeLessThanOrEqual(
      window.innerHeight * 0.15,
    );
    const buttons = within(notice).getAllByRole('button');
    await expect(new Set(buttons.map((button) => button.getBoundingClientRect().top)).size).toBe(1);
    for (const button of buttons) {
      await expect(button.scrollWidth).toBeLessThanOrEqual(button.clientWidth);
      await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    }
    await expect(kanaTexts(notice)).toEqual([]);
  },
};
