import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { END_PANEL_SETTLE_MS } from '../endPanelGuard';
import { GuardedEndPanel } from './GuardedEndPanel';

afterEach(cleanup);
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['performance'] });
  return () => vi.useRealTimers();
});

function renderGuarded(shown: boolean) {
  const followed = vi.fn((event: { defaultPrevented: boolean }) => event.defaultPrevented);
  const view = render(
    <GuardedEndPanel shown={shown}>
      <button type="button" onClick={(event) => followed(event)}>
        作品ページへ
      </button>
    </GuardedEndPanel>,
  );
  const link = screen.getByRole('button', { name: '作品ページへ' });
  return { ...view, followed, link };
}

describe('GuardedEndPanel', () => {
  it('takes no press at once after a tap, and takes one once settled', () => {
    const { followed, link, rerender } = renderGuarded(false);
    fireEvent.pointerDown(window, { pointerId: 3 });
    fireEvent.pointerUp(window, { pointerId: 3 });
    rerender(
      <GuardedEndPanel shown>
        <button type="button" onClick={(event) => followed(event)}>
          作品ページへ
        </button>
      </GuardedEndPanel>,
    );
    fireEvent.click(link);
    expect(followed).not.toHaveBeenCalled();
    vi.advanceTimersByTime(END_PANEL_SETTLE_MS);
    fireEvent.click(link);
    expect(followed).toHaveBeenCalledTimes(1);
  });

  it('waits for the finger that turned to it to lift', () => {
    const { followed, link, rerender } = renderGuarded(false);
    fireEvent.pointerDown(window, { pointerId: 7 });
    rerender(
      <GuardedEndPanel shown>
        <button type="button" onClick={(event) => followed(event)}>
          作品ページへ
        </button>
      </GuardedEndPanel>,
    );
    vi.advanceTimersByTime(5 * END_PANEL_SETTLE_MS);
    fireEvent.click(link);
    expect(followed).not.toHaveBeenCalled();
    fireEvent.pointerUp(window, { pointerId: 7 });
    fireEvent.click(link);
    expect(followed).not.toHaveBeenCalled();
    vi.advanceTimersByTime(END_PANEL_SETTLE_MS);
    fireEvent.click(link);
    expect(followed).toHaveBeenCalledTimes(1);
  });

  it('takes a press at once when a key opened it', () => {
    const { followed, link } = renderGuarded(true);
    fireEvent.click(link);
    expect(followed).toHaveBeenCalledTimes(1);
  });

  it('takes no press while the panel is not shown', () => {
    const { followed, link } = renderGuarded(false);
    vi.advanceTimersByTime(10 * END_PANEL_SETTLE_MS);
    fireEvent.click(link);
    expect(followed).not.toHaveBeenCalled();
  });
});
