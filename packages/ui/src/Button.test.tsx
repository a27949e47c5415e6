import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from './Button';

afterEach(cleanup);

describe('Button', () => {
  it('is a non-submitting button named by its content', () => {
    render(<Button>読む</Button>);
    const button = screen.getByRole('button', { name: '読む' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.getAttribute('data-slot')).toBe('button');
    expect(button.getAttribute('data-variant')).toBe('primary');
    expect(button.getAttribute('data-size')).toBe('md');
  });

  it('applies variant and size classes and merges className last', () => {
    render(
      <Button variant="ghost" size="sm" className="extra">
        閉じる
      </Button>,
    );
    expect(screen.getByRole('button').className).toBe(
      'cw-ui-button cw-ui-button--ghost cw-ui-button--sm extra',
    );
  });

  it('keeps an explicit type', () => {
    render(<Button type="submit">送信</Button>);
    expect(screen.getByRole('button').getAttribute('type')).toBe('submit');
  });

  it('is operated with the keyboard: Tab focuses, Enter and Space click', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<Button onClick={onClick}>フォロー</Button>);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button'));
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('does not fire or take focus when disabled', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        購入
      </Button>,
    );
    const button = screen.getByRole('button');
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await user.click(button);
    await user.tab();
    expect(onClick).not.toHaveBeenCalled();
    expect(document.activeElement).not.toBe(button);
  });
});
