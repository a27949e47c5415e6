import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EpisodeRangePicker, type EpisodeRangePickerProps } from './EpisodeRangePicker';

afterEach(cleanup);

const ranges = [
  { start: 1, end: 50, label: '1〜50話' },
  { start: 51, end: 100, label: '51〜100話' },
  { start: 101, end: 120, label: '101〜120話' },
];

function renderPicker(props: Partial<EpisodeRangePickerProps> = {}) {
  const onSelect = vi.fn();
  const onJump = vi.fn();
  render(<EpisodeRangePicker ranges={ranges} onSelect={onSelect} onJump={onJump} {...props} />);
  return { onSelect, onJump };
}

describe('EpisodeRangePicker', () => {
  it("is a group '話数の範囲' of range buttons that move in the list: none is pressed", () => {
    renderPicker();
    const buttons = within(screen.getByRole('group', { name: '話数の範囲' })).getAllByRole(
      'button',
    );
    expect(
      buttons.map((button) => [button.textContent, button.getAttribute('aria-pressed')]),
    ).toEqual([
      ['1〜50話', null],
      ['51〜100話', null],
      ['101〜120話', null],
    ]);
  });

  it('picks a range by its start', async () => {
    const user = userEvent.setup();
    const { onSelect } = renderPicker();
    await user.click(screen.getByRole('button', { name: '101〜120話' }));
    expect(onSelect).toHaveBeenCalledExactlyOnceWith(101);
  });

  it("jumps to the number typed in '話数を指定', with '移動' or Enter", async () => {
    const user = userEvent.setup();
    const { onJump } = renderPicker();
    const input = screen.getByRole('spinbutton', { name: '話数を指定' });
    await user.type(input, '87');
    await user.click(screen.getByRole('button', { name: '移動' }));
    await user.clear(input);
    await user.type(input, '3{Enter}');
    expect(onJump.mock.calls).toEqual([[87], [3]]);
  });

  it('ignores an empty or unusable number', async () => {
    const user = userEvent.setup();
    const { onJump } = renderPicker();
    const form = screen.getByRole('button', { name: '移動' }).closest('form') as HTMLFormElement;
    form.noValidate = true;
    await user.click(screen.getByRole('button', { name: '移動' }));
    await user.type(screen.getByRole('spinbutton', { name: '話数を指定' }), '0{Enter}');
    expect(onJump).not.toHaveBeenCalled();
  });
});
