import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Modal } from './Modal';

afterEach(cleanup);

function Harness({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        ストアで購入
      </button>
      <Modal
        open={open}
        onOpenChange={(next) => {
          onOpenChange?.(next);
          setOpen(next);
        }}
        title="ストアを選択"
      >
        <a href="https://example.com/a">ストアA</a>
        <a href="https://example.com/b">ストアB</a>
      </Modal>
    </>
  );
}

function WithInitialFocus() {
  const [open, setOpen] = useState(false);
  const target = useRef<HTMLAnchorElement>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        開く
      </button>
      <Modal open={open} onOpenChange={setOpen} title="t" initialFocus={target}>
        <a href="#a">A</a>
        <a ref={target} href="#b">
          B
        </a>
      </Modal>
    </>
  );
}

async function openHarness() {
  const user = userEvent.setup();
  const onOpenChange = vi.fn();
  render(<Harness onOpenChange={onOpenChange} />);
  const opener = screen.getByRole('button', { name: 'ストアで購入' });
  await user.click(opener);
  return { user, opener, onOpenChange };
}

describe('Modal', () => {
  it('renders nothing inside while closed', () => {
    render(
      <Modal open={false} onOpenChange={() => {}} title="タイトル">
        <p>内容</p>
      </Modal>,
    );
    expect(screen.queryByText('内容')).toBeNull();
  });

  it('opens as a modal dialog named by its title with a 閉じる button', async () => {
    await openHarness();
    const dialog = screen.getByRole('dialog', { name: 'ストアを選択' });
    expect(dialog.tagName).toBe('DIALOG');
    expect((dialog as HTMLDialogElement).open).toBe(true);
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByRole('button', { name: '閉じる' })).toBeTruthy();
  });

  it('focuses the first focusable element, the close button', async () => {
    await openHarness();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '閉じる' }));
  });

  it('focuses initialFocus when given', async () => {
    const user = userEvent.setup();
    render(<WithInitialFocus />);
    await user.click(screen.getByRole('button', { name: '開く' }));
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'B' }));
  });

  it('traps Tab and Shift+Tab inside the dialog', async () => {
    const { user } = await openHarness();
    const close = screen.getByRole('button', { name: '閉じる' });
    const last = screen.getByRole('link', { name: 'ストアB' });
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'ストアA' }));
    await user.tab();
    expect(document.activeElement).toBe(last);
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(last);
  });

  it('pulls focus back in when it lands outside', async () => {
    const { opener } = await openHarness();
    opener.focus();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '閉じる' }));
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const { user, opener, onOpenChange } = await openHarness();
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes with the close button and returns focus', async () => {
    const { user, opener } = await openHarness();
    await user.click(screen.getByRole('button', { name: '閉じる' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes on a backdrop click but not on a click inside', async () => {
    const { user, onOpenChange } = await openHarness();
    await user.click(screen.getByRole('heading', { name: 'ストアを選択' }));
    expect(onOpenChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('dialog'));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('keeps open on a backdrop click when closeOnBackdropClick is false', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(
      <Modal open onOpenChange={onOpenChange} title="t" closeOnBackdropClick={false}>
        内容
      </Modal>,
    );
    await user.click(screen.getByRole('dialog'));
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('follows a close the browser made on its own', async () => {
    const { onOpenChange } = await openHarness();
    (screen.getByRole('dialog') as HTMLDialogElement).close();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('ignores a close event of its own that arrives once it is open again', async () => {
    const { onOpenChange } = await openHarness();
    const dialog = screen.getByRole('dialog') as HTMLDialogElement;
    // A `close` event queued by an earlier close() reaches the dialog after a quick reopen.
    dialog.dispatchEvent(new Event('close'));
    expect(dialog.open).toBe(true);
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('locks page scroll while open and restores it after', async () => {
    document.documentElement.style.overflow = 'auto';
    const { user } = await openHarness();
    expect(document.documentElement.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(document.documentElement.style.overflow).toBe('auto');
    document.documentElement.style.overflow = '';
  });

  it('takes a custom close label and merges className', () => {
    render(
      <Modal open onOpenChange={() => {}} title="Stores" closeLabel="Close" className="extra">
        内容
      </Modal>,
    );
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
    expect(screen.getByRole('dialog').className).toBe('cw-ui-modal extra');
  });
});
