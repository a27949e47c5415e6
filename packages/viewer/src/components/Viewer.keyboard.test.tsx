import { buildViewerManifest } from '@cw/fixtures';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderViewer, shownPages } from '../test/viewerTestKit';

afterEach(cleanup);

/** Focuses `element` and presses `key` on it; tells whether the viewer took the key. */
function press(element: HTMLElement, key: string) {
  act(() => element.focus());
  return !fireEvent.keyDown(element, { key });
}

describe('Viewer: keys while a control of the bars has focus', () => {
  it('turn with the arrows and PageDown on a button, which keeps Space and Enter', () => {
    renderViewer();
    const horizontal = screen.getByRole('button', { name: '横読み' });
    expect(press(horizontal, 'ArrowLeft')).toBe(true);
    expect(shownPages()).toBe('2,3');
    press(horizontal, 'PageDown');
    expect(shownPages()).toBe('4,5');
    press(horizontal, 'ArrowRight');
    expect(shownPages()).toBe('2,3');
    expect(press(horizontal, ' ')).toBe(false);
    expect(press(horizontal, 'Enter')).toBe(false);
    expect(shownPages()).toBe('2,3');
  });

  it('turn with Space and PageDown/PageUp on the slider, which keeps its arrows, Home and End', () => {
    renderViewer();
    const slider = screen.getByRole('slider', { name: 'ページを移動' });
    press(slider, ' ');
    expect(shownPages()).toBe('2,3');
    press(slider, 'PageDown');
    expect(shownPages()).toBe('4,5');
    press(slider, 'PageUp');
    expect(shownPages()).toBe('2,3');
    for (const own of ['ArrowLeft', 'ArrowRight', 'ArrowDown', 'Home', 'End']) {
      expect(press(slider, own)).toBe(false);
    }
    expect(shownPages()).toBe('2,3');
  });

  it('turn with Space and the arrows on the back link, which keeps Enter', () => {
    renderViewer();
    const back = screen.getByRole('link', { name: '作品ページへ戻る' });
    expect(press(back, ' ')).toBe(true);
    press(back, 'ArrowLeft');
    expect(shownPages()).toBe('4,5');
    expect(press(back, 'Enter')).toBe(false);
  });

  it('move a vertical strip by a page from the slider', () => {
    const { stage } = renderViewer({
      manifest: buildViewerManifest({ scrollType: 'vsc', pageCount: 30 }),
    });
    press(screen.getByRole('slider'), 'PageDown');
    expect(stage.getAttribute('data-current-page')).toBe('2');
  });

  it('still leave the end panel’s links their keys', async () => {
    const user = userEvent.setup();
    renderViewer({ initialPage: 9 });
    await user.keyboard('{ArrowLeft}');
    const next = within(screen.getByTestId('viewer-end-panel')).getByTestId('viewer-jump-forward');
    expect(press(next, 'ArrowRight')).toBe(false);
    expect(document.querySelector('[data-at-end]')?.getAttribute('data-at-end')).toBe('true');
  });

  it('go on turning after a button is clicked: the click leaves focus where it was', async () => {
    const user = userEvent.setup();
    const { stage } = renderViewer();
    await user.click(screen.getByRole('button', { name: '見開きをずらす' }));
    expect(document.activeElement).toBe(stage);
    await user.keyboard(' ');
    expect(shownPages()).toBe('2');
  });
});

describe('Viewer: focus on opening', () => {
  it('focuses the surface without a ring, which focus coming back to it gets', () => {
    const { stage } = renderViewer();
    expect(document.activeElement).toBe(stage);
    expect(stage.hasAttribute('data-focused-on-open')).toBe(true);
    // Tab and Shift+Tab (user-event cannot step past the inert end panel in happy-dom).
    act(() => screen.getByRole('link', { name: '作品ページへ戻る' }).focus());
    expect(stage.hasAttribute('data-focused-on-open')).toBe(false);
    act(() => stage.focus());
    expect(stage.hasAttribute('data-focused-on-open')).toBe(false);
  });

  it('marks nothing when it does not focus the surface', () => {
    const { stage } = renderViewer({ autoFocus: false });
    expect(stage.hasAttribute('data-focused-on-open')).toBe(false);
  });
});
