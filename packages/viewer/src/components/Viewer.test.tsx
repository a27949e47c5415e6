import { buildViewerManifest } from '@cw/fixtures';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_DECODED_PAGES } from '../preloadPlan';
import {
  activeView,
  eventNames,
  imagesWithSource,
  pagesLeftToRight,
  renderViewer,
  setViewport,
  shownPages,
} from '../test/viewerTestKit';

afterEach(cleanup);

// happy-dom lays nothing out: the viewer measures the window, 1024×768 (landscape, spreads).

describe('Viewer: paged reading', () => {
  it('opens on the cover alone, with the surface focused', () => {
    const { stage } = renderViewer();
    expect(stage).toHaveProperty('tabIndex', 0);
    expect(document.activeElement).toBe(stage);
    expect(stage.getAttribute('data-current-page')).toBe('1');
    expect(stage.getAttribute('data-current-view')).toBe('0');
    expect(shownPages()).toBe('1');
    expect(document.querySelector('[data-slot="viewer"]')?.getAttribute('data-layout')).toBe(
      'spread',
    );
  });

  it('turns rtl pages with ArrowLeft (next) and ArrowRight (previous)', async () => {
    const user = userEvent.setup();
    const { stage } = renderViewer();
    await user.keyboard('{ArrowLeft}');
    expect(shownPages()).toBe('2,3');
    expect(stage.getAttribute('data-current-page')).toBe('2');
    // Right to left: page 2 on the right.
    expect(pagesLeftToRight()).toEqual([3, 2]);
    await user.keyboard('{ArrowLeft}');
    expect(shownPages()).toBe('4,5');
    await user.keyboard('{ArrowRight}');
    expect(shownPages()).toBe('2,3');
    expect(document.activeElement).toBe(stage);
  });

  it('turns ltr pages with ArrowRight (next) and ArrowLeft (previous)', async () => {
    const user = userEvent.setup();
    renderViewer({ manifest: buildViewerManifest({ scrollType: 'ltr' }) });
    await user.keyboard('{ArrowRight}');
    expect(shownPages()).toBe('2,3');
    expect(pagesLeftToRight()).toEqual([2, 3]);
    await user.keyboard('{ArrowLeft}');
    expect(shownPages()).toBe('1');
  });

  it('turns with Space, Shift+Space, PageDown and ArrowUp', async () => {
    const user = userEvent.setup();
    renderViewer();
    await user.keyboard(' ');
    expect(shownPages()).toBe('2,3');
    await user.keyboard('{PageDown}');
    expect(shownPages()).toBe('4,5');
    await user.keyboard('{Shift>} {/Shift}');
    expect(shownPages()).toBe('2,3');
    await user.keyboard('{ArrowUp}');
    expect(shownPages()).toBe('1');
  });

  it('jumps to the last view with End and to the first with Home', async () => {
    const user = userEvent.setup();
    renderViewer();
    await user.keyboard('{End}');
    expect(shownPages()).toBe('8,9');
    await user.keyboard('{Home}');
    expect(shownPages()).toBe('1');
  });

  it('opens the end panel after the last view, and comes back from it', async () => {
    const user = userEvent.setup();
    const { stage } = renderViewer();
    await user.keyboard('{End}{ArrowLeft}');
    expect(stage.getAttribute('data-at-end')).toBe('true');
    const end = document.querySelector('[data-end-panel]') as HTMLElement;
    expect(end.getAttribute('data-active')).toBe('true');
    expect(end.getAttribute('data-view-index')).toBe('5');
    expect(within(end).getByTestId('viewer-jump-forward').getAttribute('href')).toBe(
      '/viewer/CW_000001_0003_E',
    );
    expect(screen.getByTestId('viewer-announcement').textContent).toBe('この話はここまでです');
    await user.keyboard('{ArrowLeft}');
    expect(stage.getAttribute('data-at-end')).toBe('true');
    await user.keyboard('{ArrowRight}');
    expect(stage.getAttribute('data-at-end')).toBe('false');
    expect(shownPages()).toBe('8,9');
  });

  it('leaves keys in the controls to them', () => {
    renderViewer();
    fireEvent.keyDown(screen.getByRole('slider', { name: 'ページを移動' }), { key: 'End' });
    expect(shownPages()).toBe('1');
    fireEvent.keyDown(screen.getByRole('button', { name: '横読み' }), { key: ' ' });
    expect(shownPages()).toBe('1');
  });

  it('takes keys while focus is on the page body', () => {
    renderViewer({ autoFocus: false });
    expect(document.activeElement).toBe(document.body);
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    expect(shownPages()).toBe('2,3');
  });
});

describe('Viewer: spreads', () => {
  it('shows two images in a spread and a wide page alone', async () => {
    const user = userEvent.setup();
    renderViewer({ manifest: buildViewerManifest({ pageCount: 9, widePages: [5] }) });
    await user.keyboard('{ArrowLeft}');
    expect(within(activeView()).getAllByRole('img')).toHaveLength(2);
    expect(activeView().getAttribute('data-spread')).toBe('true');
    // [0] [1 2] [3 4] [5W] [6 7] [8]
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(shownPages()).toBe('6');
    expect(activeView().getAttribute('data-wide')).toBe('true');
    expect(within(activeView()).getAllByRole('img')).toHaveLength(1);
    await user.keyboard('{ArrowLeft}');
    expect(shownPages()).toBe('7,8');
  });

  it('shifts spreads by one page, keeps the page, and stores the choice per work', async () => {
    const user = userEvent.setup();
    const { storage, stage } = renderViewer();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(shownPages()).toBe('4,5');
    const toggle = screen.getByRole('button', { name: '見開きをずらす' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    // [0] [1] [2 3] [4 5] …: page 4 now shares its view with page 3.
    expect(shownPages()).toBe('3,4');
    stage.focus();
    await user.keyboard('{Home}{ArrowLeft}');
    expect(shownPages()).toBe('2');
    expect(JSON.parse(storage.values.get('cw-viewer--work-spread-shift') ?? '')).toEqual([
      { workCode: 'CW_000001_S', spreadShift: true },
    ]);
  });

  it('reopens a shifted work shifted', () => {
    const { storage } = renderViewer();
    storage.setItem(
      'cw-viewer--work-spread-shift',
      JSON.stringify([{ workCode: 'CW_000001_S', spreadShift: true }]),
    );
    cleanup();
    renderViewer({ initialPage: 3 }, storage);
    expect(shownPages()).toBe('3,4');
  });

  it('shows one page at a time on a narrow screen, without the shift toggle', async () => {
    const user = userEvent.setup();
    const { innerWidth, innerHeight } = window;
    setViewport(390, 844);
    try {
      renderViewer();
      expect(document.querySelector('[data-slot="viewer"]')?.getAttribute('data-layout')).toBe(
        'single',
      );
      await user.keyboard('{ArrowLeft}');
      expect(shownPages()).toBe('2');
      await user.keyboard('{ArrowLeft}');
      expect(shownPages()).toBe('3');
      expect(screen.queryByRole('button', { name: '見開きをずらす' })).toBeNull();
    } finally {
      setViewport(innerWidth, innerHeight);
    }
  });

  it('goes from one page to spreads when the window widens, keeping the page', async () => {
    const user = userEvent.setup();
    setViewport(390, 844);
    try {
      renderViewer();
      await user.keyboard('{ArrowLeft}{ArrowLeft}');
      expect(shownPages()).toBe('3');
      act(() => {
        setViewport(1024, 768);
        window.dispatchEvent(new Event('resize'));
      });
      expect(shownPages()).toBe('2,3');
    } finally {
      setViewport(1024, 768);
    }
  });
});

describe('Viewer: images', () => {
  it('names each page "{title} {n}ページ" and reserves its box', async () => {
    const user = userEvent.setup();
    renderViewer();
    await user.keyboard('{ArrowLeft}');
    const images = within(activeView()).getAllByRole('img');
    expect(images.map((image) => image.getAttribute('alt'))).toEqual([
      '第2話 3ページ',
      '第2話 2ページ',
    ]);
    for (const image of images) {
      expect(image.getAttribute('width')).toBe('1000');
      expect(image.getAttribute('height')).toBe('1400');
      expect(image.getAttribute('decoding')).toBe('async');
    }
  });

  it('offers AVIF and WebP variants of the media service', () => {
    renderViewer();
    const image = within(activeView()).getByRole('img');
    expect(image.getAttribute('src')).toBe('/v3/media/pages/2/0/w1080.webp');
    const avif = image.parentElement?.querySelector('source[type="image/avif"]');
    expect(avif?.getAttribute('srcset')).toMatch(/^\/v3\/media\/pages\/2\/0\/w480\.avif 480w, /);
  });

  it('keeps a bounded number of images with a source, moving the window with the reader', async () => {
    const user = userEvent.setup();
    renderViewer({ manifest: buildViewerManifest({ pageCount: 120 }) });
    const atStart = imagesWithSource().map((image) => image.getAttribute('data-page-index'));
    expect(atStart.length).toBeLessThanOrEqual(MAX_DECODED_PAGES);
    expect(atStart).toContain('0');
    // The next views are ready before they are asked for.
    expect(atStart).toEqual(expect.arrayContaining(['1', '2', '3', '4']));
    for (let turn = 0; turn < 30; turn += 1) await user.keyboard('{ArrowLeft}');
    const later = imagesWithSource().map((image) => Number(image.getAttribute('data-page-index')));
    expect(later.length).toBeLessThanOrEqual(MAX_DECODED_PAGES);
    expect(later).not.toContain(0);
    expect(Math.min(...later)).toBeGreaterThan(50);
  });

  it('reports how many page images are decoded', async () => {
    renderViewer();
    const root = document.querySelector('[data-slot="viewer"]') as HTMLElement;
    await waitFor(() => expect(Number(root.getAttribute('data-decoded-pages'))).toBeGreaterThan(0));
  });
});

describe('Viewer: pointer', () => {
  const surface = () => document.querySelector('.cw-viewer-paged') as HTMLElement;
  // happy-dom's WheelEvent drops modifier keys and coordinates: set them on the event. Its
  // `timeStamp` is set too when given, so a burst is a burst however slow the machine is.
  const wheel = (init: {
    deltaY: number;
    ctrlKey?: boolean;
    clientX?: number;
    clientY?: number;
    timeStamp?: number;
  }) => {
    const event = new WheelEvent('wheel', { bubbles: true, cancelable: true, deltaY: init.deltaY });
    Object.defineProperties(event, {
      ctrlKey: { value: init.ctrlKey ?? false },
      clientX: { value: init.clientX ?? 0 },
      clientY: { value: init.clientY ?? 0 },
      ...(init.timeStamp === undefined ? {} : { timeStamp: { value: init.timeStamp } }),
    });
    act(() => {
      surface().dispatchEvent(event);
    });
    return event;
  };
  const tap = (x: number, pointerId = 1) => {
    fireEvent.pointerDown(surface(), { pointerId, clientX: x, clientY: 300, pointerType: 'touch' });
    fireEvent.pointerUp(surface(), { pointerId, clientX: x, clientY: 300, pointerType: 'touch' });
  };

  it('turns with a tap on the side thirds (left is next in rtl)', () => {
    renderViewer();
    tap(50);
    expect(shownPages()).toBe('2,3');
    tap(1000);
    expect(shownPages()).toBe('1');
  });

  it('shows and hides the controls with a tap in the middle', async () => {
    renderViewer();
    const root = document.querySelector('[data-slot="viewer"]') as HTMLElement;
    expect(root.getAttribute('data-controls')).toBe('shown');
    tap(512);
    await waitFor(() => expect(root.getAttribute('data-controls')).toBe('hidden'));
    tap(512);
    await waitFor(() => expect(root.getAttribute('data-controls')).toBe('shown'));
    expect(shownPages()).toBe('1');
  });

  it('turns with a swipe: the page follows the finger', () => {
    renderViewer();
    const at = (type: 'pointerDown' | 'pointerMove' | 'pointerUp', x: number) =>
      fireEvent[type](surface(), { pointerId: 1, clientX: x, clientY: 300, pointerType: 'touch' });
    at('pointerDown', 400);
    at('pointerMove', 500);
    at('pointerUp', 560);
    expect(shownPages()).toBe('2,3');
    at('pointerDown', 600);
    at('pointerUp', 400);
    expect(shownPages()).toBe('1');
  });

  it('zooms at the pointer with Ctrl+wheel; taps then pan instead of turning', () => {
    renderViewer();
    wheel({ deltaY: -100, ctrlKey: true, clientX: 300, clientY: 200 });
    expect(surface().getAttribute('data-zoomed')).toBe('true');
    expect(activeView().style.transform).toMatch(/scale\(2\)/);
    expect(wheel({ deltaY: 100, ctrlKey: true }).defaultPrevented).toBe(true);
    wheel({ deltaY: -100, ctrlKey: true, clientX: 300, clientY: 200 });
    tap(50);
    expect(shownPages()).toBe('1');
    const before = activeView().style.transform;
    fireEvent.pointerDown(surface(), { pointerId: 2, clientX: 500, clientY: 300 });
    fireEvent.pointerMove(surface(), { pointerId: 2, clientX: 450, clientY: 280 });
    fireEvent.pointerUp(surface(), { pointerId: 2, clientX: 450, clientY: 280 });
    expect(activeView().style.transform).not.toBe(before);
    expect(shownPages()).toBe('1');
  });

  it('asks a high-density phone for a sharper variant while zoomed', () => {
    const ratio = Object.getOwnPropertyDescriptor(window, 'devicePixelRatio');
    Object.defineProperty(window, 'devicePixelRatio', { configurable: true, value: 2 });
    setViewport(390, 844);
    try {
      renderViewer();
      const sizes = () =>
        [...activeView().querySelectorAll('source')].map((each) => each.getAttribute('sizes'));
      // 390 CSS pixels: 780 device pixels, w1080.
      expect(sizes()).toEqual(['390px', '390px']);
      // The sources choose; an image without a srcset of its own takes no sizes (valid HTML).
      expect(activeView().querySelector('img')?.hasAttribute('sizes')).toBe(false);
      wheel({ deltaY: -100, ctrlKey: true, clientX: 195, clientY: 300 });
      expect(activeView().style.transform).toMatch(/scale\(2\)/);
      // Twice as wide: 1560 device pixels, w1440 (720 CSS pixels at 2×).
      expect(sizes()).toEqual(['720px', '720px']);
      fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowLeft' });
      expect(sizes()).toEqual(['390px', '390px']);
    } finally {
      if (ratio) Object.defineProperty(window, 'devicePixelRatio', ratio);
      else Reflect.deleteProperty(window, 'devicePixelRatio');
      setViewport(1024, 768);
    }
  });

  it('resets zoom on a page turn', async () => {
    const user = userEvent.setup();
    renderViewer();
    wheel({ deltaY: -100, ctrlKey: true, clientX: 300, clientY: 200 });
    expect(surface().getAttribute('data-zoomed')).toBe('true');
    await user.keyboard('{ArrowLeft}');
    expect(surface().getAttribute('data-zoomed')).toBe('false');
    expect(activeView().style.transform).toBe('');
    await user.keyboard('{ArrowRight}');
    expect(surface().getAttribute('data-zoomed')).toBe('false');
  });

  it('zooms a spread as one with a double tap in the middle, and back out', () => {
    renderViewer({ initialPage: 2 });
    tap(512);
    tap(512);
    expect(surface().getAttribute('data-zoomed')).toBe('true');
    expect(activeView().style.transform).toMatch(/scale\(2\.5\)/);
    expect(within(activeView()).getAllByRole('img')).toHaveLength(2);
    tap(512);
    tap(512);
    expect(surface().getAttribute('data-zoomed')).toBe('false');
  });

  it('zooms with a pinch of two pointers', () => {
    renderViewer();
    const move = (type: 'pointerDown' | 'pointerMove', pointerId: number, x: number) =>
      fireEvent[type](surface(), { pointerId, clientX: x, clientY: 300, pointerType: 'touch' });
    move('pointerDown', 1, 400);
    move('pointerDown', 2, 600);
    move('pointerMove', 1, 300);
    move('pointerMove', 2, 700);
    expect(surface().getAttribute('data-zoomed')).toBe('true');
    fireEvent.pointerUp(surface(), { pointerId: 1, clientX: 300, clientY: 300 });
    fireEvent.pointerUp(surface(), { pointerId: 2, clientX: 700, clientY: 300 });
    expect(shownPages()).toBe('1');
  });

  it('turns once for a burst of wheel events', () => {
    renderViewer();
    // Five events 16 ms apart, as a trackpad sends them.
    for (let event = 0; event < 5; event += 1) wheel({ deltaY: 60, timeStamp: 1000 + 16 * event });
    expect(shownPages()).toBe('2,3');
  });
});

describe('Viewer: page bar', () => {
  it('counts pages, and runs the slider right to left in rtl', async () => {
    const user = userEvent.setup();
    renderViewer();
    const slider = screen.getByRole('slider', { name: 'ページを移動' });
    expect(slider.getAttribute('dir')).toBe('rtl');
    expect(screen.getByTestId('viewer-page-counter').textContent).toBe('1 / 9ページ');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByTestId('viewer-page-counter').textContent).toBe('2〜3 / 9ページ');
    expect((slider as HTMLInputElement).value).toBe('2');
  });

  it('runs the slider left to right in ltr', () => {
    renderViewer({ manifest: buildViewerManifest({ scrollType: 'ltr' }) });
    expect(screen.getByRole('slider').getAttribute('dir')).toBe('ltr');
  });

  it('moves to the page chosen with the slider', () => {
    renderViewer();
    fireEvent.change(screen.getByRole('slider'), { target: { value: '7' } });
    expect(shownPages()).toBe('6,7');
  });

  it('turns with the page buttons', async () => {
    const user = userEvent.setup();
    renderViewer();
    expect(screen.getByRole('button', { name: '前のページ' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: '次のページ' }));
    expect(shownPages()).toBe('2,3');
    await user.click(screen.getByRole('button', { name: '前のページ' }));
    expect(shownPages()).toBe('1');
  });
});

describe('Viewer: announcements and callbacks', () => {
  it('announces the pages on screen politely', async () => {
    const user = userEvent.setup();
    renderViewer();
    const live = screen.getByTestId('viewer-announcement');
    expect(live.getAttribute('aria-live')).toBe('polite');
    await user.keyboard('{ArrowLeft}');
    expect(live.textContent).toBe('2〜3 / 9ページ');
  });

  it('reports page changes after moves, not the page opened at', async () => {
    const user = userEvent.setup();
    const { onPageChange } = renderViewer({ initialPage: 4 });
    expect(shownPages()).toBe('4,5');
    expect(onPageChange).not.toHaveBeenCalled();
    await user.keyboard('{ArrowLeft}');
    expect(onPageChange).toHaveBeenLastCalledWith(6);
    await user.keyboard('{Home}');
    expect(onPageChange).toHaveBeenLastCalledWith(1);
  });

  it('asks once for the next episode when the end comes near', async () => {
    const user = userEvent.setup();
    const { onNearEnd } = renderViewer();
    await user.keyboard('{ArrowLeft}');
    expect(onNearEnd).not.toHaveBeenCalled();
    await user.keyboard('{ArrowLeft}');
    expect(onNearEnd).toHaveBeenCalledTimes(1);
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(onNearEnd).toHaveBeenCalledTimes(1);
  });

  it('does not ask for a next episode that does not exist', async () => {
    const user = userEvent.setup();
    const { onNearEnd } = renderViewer({ manifest: buildViewerManifest({ nextEpisode: null }) });
    await user.keyboard('{End}');
    expect(onNearEnd).not.toHaveBeenCalled();
  });

  it('reports episode_read once, yoko_yomi for an rtl work', () => {
    const { onAnalytics } = renderViewer();
    expect(eventNames(onAnalytics)).toEqual(['episode_read']);
    // The viewer's own field alone: the app adds the episode and work fields.
    expect(onAnalytics.mock.calls[0]?.[0]).toEqual({
      name: 'episode_read',
      params: { reading_direction: 'yoko_yomi' },
    });
  });

  it('reports end_of_book once when the default end panel is reached', async () => {
    const user = userEvent.setup();
    const { onAnalytics } = renderViewer();
    await user.keyboard('{End}');
    expect(eventNames(onAnalytics)).toEqual(['episode_read']);
    await user.keyboard('{ArrowLeft}{ArrowRight}{ArrowLeft}');
    expect(eventNames(onAnalytics)).toEqual(['episode_read', 'end_of_book']);
  });

  it('marks a trial chapter 試し読み in the title bar', () => {
    renderViewer({ manifest: buildViewerManifest({ episode: { serviceId: 'web_trial' } }) });
    const toolbar = screen.getByRole('group', { name: 'ビューアのメニュー' });
    expect(within(toolbar).getByText('試し読み')).toBeTruthy();
    cleanup();
    renderViewer();
    expect(
      within(screen.getByRole('group', { name: 'ビューアのメニュー' })).queryByText('試し読み'),
    ).toBeNull();
  });

  it('reports the back link to the work', async () => {
    const user = userEvent.setup();
    document.addEventListener('click', (event) => event.preventDefault(), { once: true });
    const { onAnalytics } = renderViewer();
    const back = screen.getByRole('link', { name: '作品ページへ戻る' });
    expect(back.getAttribute('href')).toBe('/detail/CW_000001_S');
    await user.click(back);
    expect(onAnalytics).toHaveBeenLastCalledWith({
      name: 'viewer_action_link_click',
      params: { link: 'work', href: '/detail/CW_000001_S' },
    });
  });

  it("goes back in history to the work's page the reader came from, else opens it", async () => {
    const user = userEvent.setup();
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    const entries = (previous: string) => ({
      currentEntry: { index: 1 },
      entries: () => [{ url: `${location.origin}${previous}` }, { url: location.href }],
    });
    Object.defineProperty(window, 'navigation', {
      configurable: true,
      value: entries('/detail/CW_000001_S?episodeType=first'),
    });
    let opened = 0;
    const count = (event: Event) => {
      if (!event.defaultPrevented) opened += 1;
      event.preventDefault();
    };
    document.addEventListener('click', count);
    try {
      renderViewer();
      const link = () => screen.getByRole('link', { name: '作品ページへ戻る' });
      await user.click(link());
      expect(back).toHaveBeenCalledTimes(1);
      expect(opened).toBe(0);
      // Arrived from elsewhere: the link opens the work page.
      Object.defineProperty(window, 'navigation', { configurable: true, value: entries('/') });
      await user.click(link());
      expect(back).toHaveBeenCalledTimes(1);
      expect(opened).toBe(1);
    } finally {
      document.removeEventListener('click', count);
      Reflect.deleteProperty(window, 'navigation');
      back.mockRestore();
    }
  });

  it("shows the app's toolbar actions in the menu bar, reachable with Tab", async () => {
    renderViewer({ toolbarActions: <button type="button">保存</button> });
    const toolbar = screen.getByRole('group', { name: 'ビューアのメニュー' });
    const save = within(toolbar).getByRole('button', { name: '保存' });
    expect(save.tabIndex).toBe(0);
    // Without actions, nothing is added.
    cleanup();
    renderViewer();
    expect(
      within(screen.getByRole('group', { name: 'ビューアのメニュー' })).queryByRole('button', {
        name: '保存',
      }),
    ).toBeNull();
  });
});
