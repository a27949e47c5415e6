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
  const panel = (isShown: boolean) => (
    <GuardedEndPanel shown={isShown}>
      <button type="button" onClick={(event) => followed(event)}>
        作品ページへ
      </button>
    </GuardedEndPanel>
  );
  const view = render(panel(shown));
  const link = screen.getByRole('button', { name: '作品ページへ' });
  /** The viewer turns to the end panel. */
  const show = () => view.rerender(panel(true));
  return { followed, link, show };
}

describe('GuardedEndPanel', () => {
  it('takes no press at once after a tap, and takes one once settled', () => {
    const { followed, link, show } = renderGuarded(false);
    fireEvent.pointerDown(window, { pointerId: 3 });
    fireEvent.pointerUp(window, { pointerId: 3 });
    show();
    fireEvent.click(link);
    expect(followed).not.toHaveBeenCalled();
    vi.advanceTimersByTime(END_PANEL_SETTLE_MS);
    fireEvent.click(link);
    expect(followed).toHaveBeenCalledTimes(1);
  });

  it('waits for the finger that turned to it to lift', () => {
    const { followed, link, show } = renderGuarded(false);
    fireEvent.pointerDown(window, { pointerId: 7 });
    show();
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
