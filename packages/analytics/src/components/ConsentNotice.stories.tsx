import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ACCEPT_ALL_CONSENT } from '../consent';
import { CONSENT_DIALOG_TEXT } from '../consentDialogConfig';
import { ConsentNotice } from './ConsentNotice';
import '@cw/ui/styles.css';
import './consentNotice.css';

const meta = {
  title: 'analytics/ConsentNotice',
  component: ConsentNotice,
  args: { open: true, onChoose: fn(), onOpenSettings: fn() },
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
