import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Disclosure } from './Disclosure';

afterEach(cleanup);

function Owner() {
  const [open, setOpen] = useState(false);
  return (
    <Disclosure expandLabel={`全${8}話を表示`} open={open} onOpenChange={setOpen}>
      <p>残りの項目</p>
    </Disclosure>
  );
}

function content() {
  return screen.getByText('残りの項目').parentElement as HTMLElement;
}

describe('Disclosure', () => {
  it('starts closed: the button says expand, controls the hidden region', () => {
    render(
      <Disclosure expandLabel="全12話を表示">
        <p>残りの項目</p>
      </Disclosure>,
    );
    const button = screen.getByRole('button', { name: '全12話を表示' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.getAttribute('aria-controls')).toBe(content().id);
    expect(content().hidden).toBe(true);
  });

  it('opens and closes on click, with the collapse label while open', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(
      <Disclosure expandLabel="全12話を表示" onOpenChange={onOpenChange}>
        <p>残りの項目</p>
      </Disclosure>,
    );
    await user.click(screen.getByRole('button'));
    const button = screen.getByRole('button', { name: '閉じる' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(content().hidden).toBe(false);
    await user.click(button);
    expect(screen.getByRole('button', { name: '全12話を表示' })).toBeTruthy();
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
  });

  it('toggles with Enter and Space', async () => {
    const user = userEvent.setup();
    render(
      <Disclosure expandLabel="もっと見る" collapseLabel="たたむ">
        <p>残りの項目</p>
      </Disclosure>,
    );
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'もっと見る' }));
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'たたむ' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'もっと見る' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
  });

  it('honours defaultOpen', () => {
    render(
      <Disclosure expandLabel="開く" defaultOpen>
        <p>残りの項目</p>
      </Disclosure>,
    );
    expect(content().hidden).toBe(false);
  });

  it('is controlled by open', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    const { rerender } = render(
      <Disclosure expandLabel="開く" open={false} onOpenChange={onOpenChange}>
        <p>残りの項目</p>
      </Disclosure>,
    );
    await user.click(screen.getByRole('button'));
    expect(onOpenChange).toHaveBeenCalledWith(true);
    expect(content().hidden).toBe(true);
    rerender(
      <Disclosure expandLabel="開く" open onOpenChange={onOpenChange}>
        <p>残りの項目</p>
      </Disclosure>,
    );
    expect(content().hidden).toBe(false);
  });

  it('works with state owned by the caller', async () => {
    const user = userEvent.setup();
    render(<Owner />);
    await user.click(screen.getByRole('button', { name: '全8話を表示' }));
    expect(content().hidden).toBe(false);
  });

  it('puts the button after the content with buttonPosition end', () => {
    const { container } = render(
      <Disclosure expandLabel="開く" buttonPosition="end" className="extra">
        <p>残りの項目</p>
      </Disclosure>,
    );
    const root = container.firstElementChild as HTMLElement;
    expect(root.className).toBe('cw-ui-disclosure extra');
    expect(root.lastElementChild?.tagName).toBe('BUTTON');
  });
});
