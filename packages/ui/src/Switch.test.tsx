import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Switch, type SwitchProps } from './Switch';

afterEach(cleanup);

function renderSwitch(props: Partial<SwitchProps> = {}) {
  const onChange = vi.fn<(checked: boolean) => void>();
  const all = { label: '通知を受け取る', checked: false, onChange, ...props };
  const result = render(<Switch {...all} />);
  const rerender = (next: Partial<SwitchProps>) => result.rerender(<Switch {...all} {...next} />);
  return { ...result, rerender, onChange, user: userEvent.setup() };
}

const toggle = (name = '通知を受け取る') => screen.getByRole<HTMLInputElement>('switch', { name });

describe('Switch', () => {
  it('is a native checkbox with the switch role, named by its visible label', () => {
    renderSwitch();
    const input = toggle();
    expect(input.tagName).toBe('INPUT');
    expect(input.type).toBe('checkbox');
    expect(input.getAttribute('role')).toBe('switch');
    // The native checked state is exposed; aria-checked would only repeat it.
    expect(input.hasAttribute('aria-checked')).toBe(false);
    expect(screen.getByLabelText('通知を受け取る')).toBe(input);
  });

  it('shows the state it is given', () => {
    const { rerender } = renderSwitch({ checked: true });
    expect(toggle().checked).toBe(true);
    rerender({ checked: false });
    expect(toggle().checked).toBe(false);
  });

  it('reports the state asked for, and stays as it is given until told', async () => {
    const { user, onChange } = renderSwitch({ checked: false });
    await user.click(toggle());
    expect(onChange).toHaveBeenCalledExactlyOnceWith(true);
    expect(toggle().checked).toBe(false);
  });

  it('reports off when on', async () => {
    const { user, onChange } = renderSwitch({ checked: true });
    await user.click(toggle());
    expect(onChange).toHaveBeenCalledExactlyOnceWith(false);
  });

  it('flips from its visible text, the label holding the checkbox', async () => {
    const { user, onChange } = renderSwitch();
    await user.click(screen.getByText('通知を受け取る'));
    expect(onChange).toHaveBeenCalledExactlyOnceWith(true);
  });

  it('is reached with Tab and flipped with Space', async () => {
    const { user, onChange } = renderSwitch({ checked: true });
    await user.tab();
    expect(document.activeElement).toBe(toggle());
    await user.keyboard(' ');
    expect(onChange).toHaveBeenCalledExactlyOnceWith(false);
  });

  it('changes nothing while disabled', async () => {
    const { user, onChange } = renderSwitch({ disabled: true });
    expect(toggle().disabled).toBe(true);
    await user.click(toggle());
    await user.click(screen.getByText('通知を受け取る'));
    await user.tab();
    expect(document.activeElement).toBe(document.body);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('takes a name holding the visible text, and a description', () => {
    render(
      <>
        <Switch
          label="更新通知"
          aria-label="『作品1』の更新通知"
          aria-describedby="hint"
          checked={false}
          onChange={() => {}}
        />
        <p id="hint">新しい話が出たら知らせます。</p>
      </>,
    );
    const input = toggle('『作品1』の更新通知');
    expect(screen.getByText('更新通知').className).toBe('cw-ui-switch__text');
    expect(input.getAttribute('aria-describedby')).toBe('hint');
  });

  it('hides the drawn track from assistive technology', () => {
    const { container } = renderSwitch();
    expect(container.querySelector('.cw-ui-switch__track')?.getAttribute('aria-hidden')).toBe(
      'true',
    );
  });

  it('merges className last onto the root label', () => {
    const { container } = renderSwitch({ className: 'extra' });
    const root = container.firstElementChild;
    expect(root?.tagName).toBe('LABEL');
    expect(root?.getAttribute('data-slot')).toBe('switch');
    expect(root?.className).toBe('cw-ui-switch extra');
  });

  it('renders on the server', () => {
    const html = renderToString(<Switch label="通知を受け取る" checked onChange={() => {}} />);
    expect(html).toContain('role="switch"');
    expect(html).toContain('checked=""');
    expect(html).toContain('通知を受け取る');
  });
});
