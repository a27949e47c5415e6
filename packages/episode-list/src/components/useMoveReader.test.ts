import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMoveReader } from './useMoveReader';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

/** An episodes panel: a first row, the toggle of the rest, and the rest's rows. */
function renderPanel() {
  document.body.innerHTML = `
    <div id="panel">
      <ol><li data-episode-id="1"><a href="/e/1">1</a></li></ol>
      <div class="cw-el-more">
        <button data-slot="disclosure-trigger">閉じる</button>
        <ol id="rest">
          <li data-episode-id="2"><a href="/e/2">2</a></li>
          <li>ended</li>
          <li data-episode-id="4"><button>4</button></li>
        </ol>
      </div>
    </div>`;
  const hook = renderHook(() => useMoveReader());
  hook.result.current.panelRef.current = document.getElementById('panel') as HTMLDivElement;
  hook.result.current.restListRef.current = document.getElementById('rest') as HTMLOListElement;
  return hook;
}

describe('useMoveReader', () => {
  it('scrolls an episode to the top and focuses its card', () => {
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView');
    const { result } = renderPanel();
    act(() => result.current.moveReaderTo({ to: 'episode', episodeId: 2 }));
    expect(document.activeElement?.getAttribute('href')).toBe('/e/2');
    expect(scroll).toHaveBeenCalledOnce();
    expect(scroll.mock.contexts[0]).toBe(document.querySelector('[data-episode-id="2"]'));
    expect(scroll).toHaveBeenCalledWith({ block: 'start' });
  });

  it('focuses the first row from an index that can be focused', () => {
    const { result } = renderPanel();
    act(() => result.current.moveReaderTo({ to: 'row', index: 1 }));
    expect(document.activeElement?.textContent).toBe('4');
  });

  it("scrolls the list's toggle into view, leaving the focus where it is", () => {
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView');
    const { result } = renderPanel();
    act(() => result.current.moveReaderTo({ to: 'toggle' }));
    expect(scroll.mock.contexts[0]).toBe(document.querySelector('[data-slot]'));
    expect(scroll).toHaveBeenCalledWith({ block: 'nearest' });
    expect(document.activeElement).toBe(document.body);
  });

  it('moves once per request', () => {
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView');
    const { result, rerender } = renderPanel();
    act(() => result.current.moveReaderTo({ to: 'toggle' }));
    rerender();
    expect(scroll).toHaveBeenCalledOnce();
  });
});
