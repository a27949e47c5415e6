import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmButton, type ConfirmButtonProps } from './ConfirmButton';

afterEach(cleanup);

const TEXTS = {
  label: 'すべて削除',
  question: 'すべて削除しますか？',
  confirmLabel: '削除する',
  cancelLabel: 'キャンセル',
} as const;

function renderButton(props: Partial<ConfirmButtonProps> = {}) {
  const onConfirm = vi.fn();
  const all = { ...TEXTS, onConfirm, ...props };
  const result = render(<ConfirmButton {...all} />);
  const rerender = (next: Partial<ConfirmButtonProps>) =>
    result.rerender(<ConfirmButton {...all} {...next} />);
  return { ...result, rerender, onConfirm, user: userEvent.setup() };
}

const openButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'すべて削除' });
const question = () => screen.queryByRole('group', { name: 'すべて削除しますか？' });

describe('ConfirmButton', () => {
  it('is a secondary button, asking nothing and taking no focus at first', () => {
    renderButton();
    const button = openButton();
    expect(button.getAttribute('data-slot')).toBe('confirm-button');
    expect(button.className).toContain('cw-ui-button--secondary');
    expect(button.hasAttribute('aria-busy')).toBe(false);
    expect(question()).toBeNull();
    expect(document.activeElement).toBe(document.body);
  });

  it('asks in a group named by its question, the focus on cancel', async () => {
    const { user, onConfirm } = renderButton();
    await user.click(openButton());
    const group = question();
    expect(group?.tagName).toBe('FIELDSET');
    expect(group?.querySelector('legend')?.textContent).toBe('すべて削除しますか？');
    expect(screen.queryByRole('button', { name: 'すべて削除' })).toBeNull();
    const [confirm, cancel] = within(group as HTMLElement).getAllByRole('button');
    expect(confirm?.textContent).toBe('削除する');
    expect(confirm?.className).toContain('cw-ui-button--primary');
    expect(cancel?.textContent).toBe('キャンセル');
    expect(cancel?.className).toContain('cw-ui-button--secondary');
    expect(document.activeElement).toBe(cancel);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('calls onConfirm once on confirm and puts the button back, focused', async () => {
    const { user, onConfirm } = renderButton();
    await user.click(openButton());
    await user.click(screen.getByRole('button', { name: '削除する' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(question()).toBeNull();
    expect(document.activeElement).toBe(openButton());
  });

  it('puts the button back, focused, on cancel, confirming nothing', async () => {
    const { user, onConfirm } = renderButton();
    await user.click(openButton());
    await user.click(screen.getByRole('button', { name: 'キャンセル' }));
    expect(question()).toBeNull();
    expect(document.activeElement).toBe(openButton());
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('cancels with Escape, from the keyboard alone', async () => {
    const { user, onConfirm } = renderButton();
    openButton().focus();
    await user.keyboard('{Enter}');
    expect(document.activeElement?.textContent).toBe('キャンセル');
    await user.keyboard('{Escape}');
    expect(question()).toBeNull();
    expect(document.activeElement).toBe(openButton());
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('is disabled when told so, and asks nothing', async () => {
    const { user } = renderButton({ disabled: true });
    expect(openButton().disabled).toBe(true);
    await user.click(openButton());
    expect(question()).toBeNull();
  });

  it('drops the question when disabled while asking, and does not bring it back', async () => {
    const { user, rerender } = renderButton();
    await user.click(openButton());
    rerender({ disabled: true });
    expect(question()).toBeNull();
    expect(openButton().disabled).toBe(true);
    rerender({ disabled: false });
    expect(question()).toBeNull();
    expect(openButton().disabled).toBe(false);
  });

  it('is busy and ignores presses while pending, staying focusable', async () => {
    const { user } = renderButton({ pending: true });
    const button = openButton();
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.disabled).toBe(false);
    await user.click(button);
    expect(question()).toBeNull();
  });

  it('gives its ref callback to each of its buttons', async () => {
    const buttonRef = vi.fn();
    const { user } = renderButton({ buttonRef });
    expect(buttonRef).toHaveBeenLastCalledWith(openButton());
    await user.click(openButton());
    const attached = buttonRef.mock.calls.map(([element]) => element?.textContent);
    expect(attached).toEqual(expect.arrayContaining(['削除する', 'キャンセル']));
    await user.click(screen.getByRole('button', { name: 'キャンセル' }));
    expect(buttonRef).toHaveBeenLastCalledWith(openButton());
  });

  it('hands the element of a button it removes to the ref callback’s cleanup', async () => {
    const detached: Array<string | null> = [];
    const buttonRef = (element: HTMLButtonElement | null) => {
      if (element === null) return;
      return () => {
        detached.push(element.textContent);
      };
    };
    const { user } = renderButton({ buttonRef });
    await user.click(openButton());
    expect(detached).toEqual(['すべて削除']);
    expect(document.activeElement?.textContent).toBe('キャンセル');
  });

  it('merges className last, on the button and on the group', async () => {
    const { user } = renderButton({ className: 'extra' });
    expect(openButton().className).toMatch(/cw-ui-confirm-button extra$/);
    await user.click(openButton());
    expect(question()?.className).toBe('cw-ui-confirm-button__group extra');
  });

  it('renders the button on the server', () => {
    const html = renderToString(<ConfirmButton {...TEXTS} onConfirm={() => {}} pending />);
    expect(html).toContain('すべて削除');
    expect(html).toContain('aria-busy="true"');
  });
});
