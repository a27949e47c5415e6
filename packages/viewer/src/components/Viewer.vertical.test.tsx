import { buildViewerManifest } from '@cw/fixtures';
import { FakeIntersectionObserver } from '@cw/vitest-config/intersectionObserver';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_DECODED_PAGES } from '../preloadPlan';
import { eventNames, imagesWithSource, renderViewer } from '../test/viewerTestKit';

/** Reports one-based pages showing `height` pixels each, and whether the end panel shows. */
function show(heights: Record<number, number>, endVisible = false) {
  const observer = FakeIntersectionObserver.instances.findLast((each) => each.targets.size > 0);
  if (observer === undefined) throw new Error('nothing observed');
  const entries = [...observer.targets].map((target) => {
    const page = Number(target.getAttribute('data-page'));
    const height = target.hasAttribute('data-end-panel')
      ? endVisible
        ? 300
        : 0
      : (heights[page] ?? 0);
    return {
      target,
      isIntersecting: height > 0,
      intersectionRect: { height },
    } as unknown as IntersectionObserverEntry;
  });
  act(() => observer.callback(entries, observer as unknown as IntersectionObserver));
}

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const vsc = (pageCount: number) => buildViewerManifest({ scrollType: 'vsc', pageCount });
const strip = () => [...document.querySelectorAll<HTMLElement>('.cw-viewer-strip__page')];

describe('Viewer: vertical scrolling', () => {
  it('stacks every page in a box sized from the manifest before anything loads', () => {
    renderViewer({ manifest: vsc(500) });
    const boxes = strip();
    expect(boxes).toHaveLength(500);
    expect(boxes[0]?.style.aspectRatio).toBe('1000 / 1400');
    expect(boxes[499]?.getAttribute('data-page')).toBe('500');
    expect(document.querySelector('[data-slot="viewer"]')?.getAttribute('data-layout')).toBe(
      'vertical',
    );
  });

  it('gives a source only to the pages around the screen, however long the episode', () => {
    renderViewer({ manifest: vsc(500) });
    const atStart = imagesWithSource();
    expect(atStart.length).toBeGreaterThan(0);
    expect(atStart.length).toBeLessThanOrEqual(MAX_DECODED_PAGES);
    show({ 200: 500, 201: 300 });
    const pages = imagesWithSource().map((image) => Number(image.getAttribute('data-page-index')));
    expect(pages.length).toBeLessThanOrEqual(MAX_DECODED_PAGES);
    expect(pages).toEqual(expect.arrayContaining([199, 200, 201, 202]));
    expect(Math.min(...pages)).toBeGreaterThan(190);
    // Placeholders keep their box without an image.
    expect(strip()[0]?.querySelector('img')).toBeNull();
    expect(strip()[0]?.getAttribute('data-loaded')).toBe('false');
  });

  it('tracks the page taking most of the screen', async () => {
    const { stage, onPageChange } = renderViewer({ manifest: vsc(30) });
    show({ 4: 100, 5: 600 });
    expect(stage.getAttribute('data-current-page')).toBe('5');
    // Reported once the new page has painted.
    expect(onPageChange).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(onPageChange).toHaveBeenLastCalledWith(5));
    expect(screen.getByTestId('viewer-announcement').textContent).toBe('5 / 30ページ');
    expect(screen.getByTestId('viewer-page-counter').textContent).toBe('5 / 30ページ');
  });

  it('opens at the page asked for', () => {
    const { stage } = renderViewer({ manifest: vsc(30), initialPage: 12 });
    expect(stage.getAttribute('data-current-page')).toBe('12');
    const pages = imagesWithSource().map((image) => Number(image.getAttribute('data-page-index')));
    expect(pages).toContain(11);
  });

  it('names the page images "{title} {n}ページ"', () => {
    renderViewer({ manifest: vsc(30) });
    expect(screen.getByRole('img', { name: '第2話 1ページ' })).toBeTruthy();
  });

  it('shows the end panel after the last page and logs end_of_book once', () => {
    const { stage, onAnalytics } = renderViewer({ manifest: vsc(10) });
    show({ 9: 200, 10: 400 });
    expect(stage.getAttribute('data-at-end')).toBe('false');
    show({ 10: 200 }, true);
    expect(stage.getAttribute('data-at-end')).toBe('true');
    expect(screen.getByTestId('viewer-jump-forward')).toBeTruthy();
    show({ 10: 500 }, false);
    show({}, true);
    expect(eventNames(onAnalytics).filter((name) => name === 'end_of_book')).toHaveLength(1);
  });

  it('asks for the next episode when the end comes near', () => {
    const { onNearEnd } = renderViewer({ manifest: vsc(30) });
    show({ 10: 500 });
    expect(onNearEnd).not.toHaveBeenCalled();
    show({ 24: 300, 25: 300 });
    expect(onNearEnd).toHaveBeenCalledTimes(1);
  });

  it('leaves keys to the focused strip, which scrolls natively', () => {
    const { stage } = renderViewer({ manifest: vsc(30) });
    expect(document.activeElement).toBe(stage);
    const event = new KeyboardEvent('keydown', {
      key: 'ArrowDown',
      bubbles: true,
      cancelable: true,
    });
    stage.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });

  it('moves by a page for keys pressed with focus on the page body', () => {
    const { stage } = renderViewer({ manifest: vsc(30), autoFocus: false });
    fireEvent.keyDown(document.body, { key: 'ArrowDown' });
    expect(stage.getAttribute('data-current-page')).toBe('2');
    fireEvent.keyDown(document.body, { key: 'End' });
    expect(stage.getAttribute('data-current-page')).toBe('30');
  });

  it('moves to the page chosen with the slider, which runs top to bottom as left to right', () => {
    const { stage } = renderViewer({ manifest: vsc(30) });
    const slider = screen.getByRole('slider', { name: 'ページを移動' });
    expect(slider.getAttribute('dir')).toBe('ltr');
    fireEvent.change(slider, { target: { value: '20' } });
    expect(stage.getAttribute('data-current-page')).toBe('20');
  });

  it('shows and hides the controls with a tap', () => {
    renderViewer({ manifest: vsc(30) });
    const root = document.querySelector('[data-slot="viewer"]') as HTMLElement;
    fireEvent.click(strip()[0] as HTMLElement);
    expect(root.getAttribute('data-controls')).toBe('hidden');
    fireEvent.click(strip()[0] as HTMLElement);
    expect(root.getAttribute('data-controls')).toBe('shown');
  });

  it('has no spread shift toggle', () => {
    renderViewer({ manifest: vsc(30) });
    expect(screen.queryByRole('button', { name: '見開きをずらす' })).toBeNull();
  });
});
