import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { ShareButton } from './ShareButton';
import './styles.css';

const url = 'https://example.com/works/1?ref=story';
const title = '作品タイトル 第1話';

// Browsers with a system share sheet (Safari, Chrome on Windows and macOS) would open it
// instead of the menu: hide it so every story shows the same thing.
function withoutShareSheet() {
  Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
  return () => {
    Reflect.deleteProperty(navigator, 'share');
  };
}

function withClipboard(result: 'ok' | 'fails') {
  return () => {
    const writeText = spyOn(navigator.clipboard, 'writeText');
    if (result === 'ok') writeText.mockResolvedValue(undefined);
    else writeText.mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    return () => writeText.mockRestore();
  };
}

const meta = {
  title: 'ui/ShareButton',
  component: ShareButton,
  args: { url, title, text: '第1話を読みました', onShare: fn() },
  beforeEach: withoutShareSheet,
  // Room for the menu below the button.
  decorators: [
    (Story) => (
      <div style={{ minHeight: 260 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ShareButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'シェア' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    // The menu's code loads with the first press.
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'true'));
    const encodedUrl = encodeURIComponent(url);
    const links = {
      Xでポスト: `https://x.com/intent/post?text=${encodeURIComponent(title)}&url=${encodedUrl}`,
      LINEで送る: `https://social-plugins.line.me/lineit/share?url=${encodedUrl}`,
      Facebookでシェア: `https://www.facebook.com/sharer/sharer.php?u=${encodedUrl}`,
    };
    for (const [name, href] of Object.entries(links)) {
      const link = canvas.getByRole('link', { name });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener');
    }
    // Tab reaches every item; Escape closes and focus returns to the button.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'リンクをコピー' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Xでポスト' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(button).toHaveFocus();
  },
};

export const MenuOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'シェア' }));
    await expect(await canvas.findByRole('link', { name: 'Xでポスト' })).toBeVisible();
  },
};

export const Copied: Story = {
  beforeEach: withClipboard('ok'),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'シェア' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'リンクをコピー' }));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(url);
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('リンクをコピーしました'),
    );
    await expect(args.onShare).toHaveBeenCalledWith('copy');
  },
};

export const CopyFailed: Story = {
  beforeEach: withClipboard('fails'),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'シェア' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'リンクをコピー' }));
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('コピーできませんでした'),
    );
    await expect(args.onShare).not.toHaveBeenCalled();
  },
};

/** Phones: the button opens the system share sheet (stubbed here) and shows no menu. */
export const ShareSheet: Story = {
  beforeEach: () => {
    Object.defineProperty(navigator, 'share', {
      value: fn().mockResolvedValue(undefined),
      configurable: true,
    });
  },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'シェア' });
    await waitFor(() => expect(button).not.toHaveAttribute('aria-expanded'));
    await userEvent.click(button);
    await expect(navigator.share).toHaveBeenCalledWith({ title, text: args.text, url });
    await waitFor(() => expect(args.onShare).toHaveBeenCalledWith('native'));
  },
};

export const CustomLabel: Story = { args: { label: 'Share' } };

/** Closed, another label, and open after copying, for visual review. */
export const AllStates: Story = {
  beforeEach: withClipboard('ok'),
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'start', gap: 24 }}>
      <ShareButton {...args} />
      <ShareButton {...args} label="Share" />
      <ShareButton {...args} label="開いたメニュー" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '開いたメニュー' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'リンクをコピー' }));
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('リンクをコピーしました'),
    );
  },
};
