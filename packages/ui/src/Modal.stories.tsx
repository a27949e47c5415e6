import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from './Button';
import { Modal, type ModalProps } from './Modal';
import './styles.css';

const links = (
  <ul style={{ display: 'grid', gap: 8, margin: 0, padding: 0, listStyle: 'none' }}>
    {['ストアA', 'ストアB', 'ストアC'].map((name) => (
      <li key={name}>
        <a href={`#${name}`} className="cw-ui-focus-ring">
          {name}
        </a>
      </li>
    ))}
  </ul>
);

const longText = Array.from(
  { length: 40 },
  (_, line) => `${line + 1}行目：スクロールする長い内容。`,
).map((text) => <p key={text}>{text}</p>);

type DemoProps = Omit<ModalProps, 'open' | 'onOpenChange'> & {
  initiallyOpen?: boolean;
  trigger: ReactNode;
};

function ModalDemo({ initiallyOpen = false, trigger, ...props }: DemoProps) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {trigger}
      </Button>
      <Modal {...props} open={open} onOpenChange={setOpen} />
    </>
  );
}

const meta = {
  title: 'ui/Modal',
  component: ModalDemo,
  args: { title: 'ストアを選択', trigger: 'ストアで購入', children: links },
  // On the docs page each story in a frame of its own: an open modal dialog covers the window.
  parameters: { docs: { story: { inline: false, iframeHeight: 560 } } },
} satisfies Meta<typeof ModalDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('button', { name: 'ストアで購入' });
    await userEvent.click(opener);
    const dialog = await canvas.findByRole('dialog', { name: 'ストアを選択' });
    const close = within(dialog).getByRole('button', { name: '閉じる' });
    await expect(close).toHaveFocus();
    // Focus trap: Tab from the last link wraps to the close button, Shift+Tab back.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(dialog).getByRole('link', { name: 'ストアC' })).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(within(dialog).getByRole('link', { name: 'ストアC' })).toHaveFocus();
    // Escape closes and focus returns to the opener.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(opener).toHaveFocus();
  },
};

export const Open: Story = { args: { initiallyOpen: true } };

export const CloseButton: Story = {
  args: { initiallyOpen: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '閉じる' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
};

/** Longer than the panel: the body scrolls, and Tab reaches it for the keyboard to scroll. */
export const LongContent: Story = {
  args: { initiallyOpen: true, title: '長い内容', children: longText },
  play: async () => {
    // Shown (`showModal`) by an effect after the first render commits.
    const dialog = await within(document.body).findByRole('dialog', { name: '長い内容' });
    const body = dialog.querySelector('.cw-ui-modal__body');
    await waitFor(() => expect(body).toHaveAttribute('tabindex', '0'));
    await userEvent.tab();
    await expect(body).toHaveFocus();
  },
};

export const CustomCloseLabel: Story = {
  args: { initiallyOpen: true, title: 'Choose a store', closeLabel: 'Close' },
};

export const NoBackdropClose: Story = {
  args: { initiallyOpen: true, closeOnBackdropClick: false, title: '背景クリックで閉じない' },
};

/** Triggers for every state; the long-content dialog starts open for visual review. */
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
      <ModalDemo trigger="短い内容" title="ストアを選択">
        {links}
      </ModalDemo>
      <ModalDemo trigger="長い内容" title="長い内容" initiallyOpen>
        {longText}
      </ModalDemo>
      <ModalDemo trigger="英語のラベル" title="Choose a store" closeLabel="Close">
        {links}
      </ModalDemo>
      <ModalDemo
        trigger="背景クリック無効"
        title="背景クリックで閉じない"
        closeOnBackdropClick={false}
      >
        {links}
      </ModalDemo>
    </div>
  ),
  play: LongContent.play,
};
