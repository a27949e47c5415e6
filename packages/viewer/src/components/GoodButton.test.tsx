import { UiLocaleProvider } from '@cw/ui';
import { kanaTexts } from '@cw/vitest-config/locale';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GOOD_TEXTS } from '../text';
import { GoodButton, type GoodButtonProps } from './GoodButton';

afterEach(cleanup);

function renderGood(props: Partial<GoodButtonProps> = {}) {
  const onPressedChange = vi.fn<(pressed: boolean) => void>();
  const view = render(
    <GoodButton pressed={false} count={12} onPressedChange={onPressedChange} {...props} />,
  );
  return { ...view, onPressedChange, button: screen.getByRole('button', { name: 'いいね' }) };
}

/** The text of the elements naming the button's description, in order. */
function description(button: HTMLElement): string {
  return (button.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

describe('GoodButton', () => {
  it('is a toggle button named いいね, off with an outline heart', () => {
    const { button } = renderGood();
    expect(button.getAttribute('type')).toBe('button');
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(button.classList.contains('cw-ui-button')).toBe(true);
    expect(button.classList.contains('cw-viewer-good__button--pressed')).toBe(false);
    expect(button.querySelector('[aria-hidden="true"]')?.textContent).toBe('♡');
    expect(button.hasAttribute('aria-busy')).toBe(false);
    expect(button.hasAttribute('disabled')).toBe(false);
  });

  it('shows a filled heart when pressed', () => {
    const { button } = renderGood({ pressed: true });
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(button.classList.contains('cw-viewer-good__button--pressed')).toBe(true);
    expect(button.querySelector('[aria-hidden="true"]')?.textContent).toBe('♥');
  });

  it('reports the opposite of the state shown when pressed', async () => {
    const user = userEvent.setup();
    const off = renderGood({ pressed: false });
    await user.click(off.button);
    expect(off.onPressedChange).toHaveBeenCalledExactlyOnceWith(true);
    cleanup();
    const on = renderGood({ pressed: true });
    await user.click(on.button);
    expect(on.onPressedChange).toHaveBeenCalledExactlyOnceWith(false);
  });

  it('toggles from the keyboard', async () => {
    const user = userEvent.setup();
    const { button, onPressedChange } = renderGood();
    await user.tab();
    expect(document.activeElement).toBe(button);
    await user.keyboard(' ');
    await user.keyboard('{Enter}');
    expect(onPressedChange.mock.calls).toEqual([[true], [true]]);
  });

  it('is disabled and busy, claiming no state, while the reader’s good is unknown', async () => {
    const user = userEvent.setup();
    const { button, onPressedChange } = renderGood({ pressed: null });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.hasAttribute('aria-pressed')).toBe(false);
    expect(button.querySelector('[aria-hidden="true"]')?.textContent).toBe('♡');
    await user.click(button);
    expect(onPressedChange).not.toHaveBeenCalled();
  });

  it('ignores presses while a change is saved, keeping the focus', async () => {
    const user = userEvent.setup();
    const { button, onPressedChange, rerender } = renderGood();
    await user.click(button);
    rerender(<GoodButton pressed count={13} pending onPressedChange={onPressedChange} />);
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    await user.click(button);
    await user.keyboard(' ');
    expect(onPressedChange).toHaveBeenCalledExactlyOnceWith(true);
  });

  it('keeps a guest’s pressed good pressed, saying why', async () => {
    const user = userEvent.setup();
    const { button, onPressedChange } = renderGood({ pressed: true, count: 3, guest: true });
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.hasAttribute('aria-busy')).toBe(false);
    await user.click(button);
    expect(onPressedChange).not.toHaveBeenCalled();
    expect(description(button)).toBe('3件 ログインせずに押したいいねは取り消せません');
    const note = screen.getByText('ログインせずに押したいいねは取り消せません');
    expect(note.classList.contains('cw-viewer-visually-hidden')).toBe(true);
  });

  it('lets a guest press a good not yet pressed', async () => {
    const user = userEvent.setup();
    const { button, onPressedChange } = renderGood({ guest: true });
    expect(button.hasAttribute('aria-disabled')).toBe(false);
    expect(description(button)).toBe('12件');
    await user.click(button);
    expect(onPressedChange).toHaveBeenCalledExactlyOnceWith(true);
  });

  it('announces a failed change in a polite live region that is always there', () => {
    const { rerender, onPressedChange } = renderGood();
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    rerender(<GoodButton pressed={false} count={12} error onPressedChange={onPressedChange} />);
    expect(screen.getByRole('status')).toBe(status);
    expect(status.textContent).toBe('いいねできませんでした。時間をおいてもう一度お試しください。');
    expect(screen.getByRole('button', { name: 'いいね' }).hasAttribute('aria-disabled')).toBe(
      false,
    );
  });

  it('formats the count for Japan and describes the button with it', () => {
    const { button } = renderGood({ count: 12345 });
    const shown = screen.getByText('12,345');
    expect(shown.getAttribute('aria-hidden')).toBe('true');
    expect(button.contains(shown)).toBe(false);
    expect(description(button)).toBe('12,345件');
    expect(screen.getByText('12,345件').classList.contains('cw-viewer-visually-hidden')).toBe(true);
  });

  it('hides the count when it is null', () => {
    const { button } = renderGood({ count: null });
    expect(button.hasAttribute('aria-describedby')).toBe(false);
    expect(screen.getByTestId('viewer-good').querySelector('.cw-viewer-good__count')).toBeNull();
  });
});

describe.each(['en', 'zh-Hant-TW'] as const)('GoodButton in %s', (locale) => {
  it('names the button, counts, explains a guest’s good and a failure with no Japanese', () => {
    const text = GOOD_TEXTS[locale];
    render(
      <UiLocaleProvider locale={locale}>
        <GoodButton pressed count={12345} guest error onPressedChange={() => {}} />
      </UiLocaleProvider>,
    );
    const button = screen.getByRole('button', { name: text.label });
    expect(description(button)).toContain(text.guestNote);
    expect(screen.getByRole('status').textContent).toBe(text.error);
    expect(kanaTexts()).toEqual([]);
  });
});

describe('GoodButton in English', () => {
  it('is a Like button read with its count of likes', () => {
    render(
      <UiLocaleProvider locale="en">
        <GoodButton pressed={false} count={12345} onPressedChange={() => {}} />
      </UiLocaleProvider>,
    );
    expect(description(screen.getByRole('button', { name: 'Like' }))).toBe('12,345 likes');
    cleanup();
    render(
      <UiLocaleProvider locale="en">
        <GoodButton pressed={false} count={1} onPressedChange={() => {}} />
      </UiLocaleProvider>,
    );
    expect(description(screen.getByRole('button', { name: 'Like' }))).toBe('1 like');
  });
});

describe('GoodButton in Traditional Chinese', () => {
  it('is a 按讚 button read with its count', () => {
    render(
      <UiLocaleProvider locale="zh-Hant-TW">
        <GoodButton pressed={false} count={12345} onPressedChange={() => {}} />
      </UiLocaleProvider>,
    );
    expect(description(screen.getByRole('button', { name: '按讚' }))).toBe('12,345個讚');
  });
});
