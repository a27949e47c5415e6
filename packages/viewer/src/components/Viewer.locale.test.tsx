import type { ScrollType } from '@cw/contract/schemas';
import { buildEpisodeSummary, buildViewerManifest } from '@cw/fixtures';
import { kanaTexts } from '@cw/vitest-config/locale';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { memoryStorage } from '../test/memoryStorage';
import { renderViewer, setViewport } from '../test/viewerTestKit';
import { DIRECTION_HINT_TEXTS, VIEWER_TEXTS } from '../text';

afterEach(() => {
  cleanup();
  setViewport(1024, 768);
});

/** A manifest whose titles are Latin, so any kana on screen is the viewer's own. */
function latinManifest(scrollType: ScrollType = 'rtl') {
  const manifest = buildViewerManifest({
    scrollType,
    episode: { title: 'Chapter 2', serviceId: 'web_trial' },
    previousEpisode: buildEpisodeSummary(1, { title: 'Chapter 1' }),
    nextEpisode: buildEpisodeSummary(3, { title: 'Chapter 3' }),
  });
  return { ...manifest, work: { ...manifest.work, title: 'The Moonlit Bakery' } };
}

describe.each(['en', 'zh-Hant-TW'] as const)('Viewer in %s', (locale) => {
  const text = VIEWER_TEXTS[locale];

  it('draws no Japanese of its own while reading, nor at the end', async () => {
    const user = userEvent.setup();
    const { stage } = renderViewer({ manifest: latinManifest() }, memoryStorage(), locale);
    // The hint and the trial badge are on screen too.
    expect(screen.getByTestId('viewer-direction-hint').textContent).toContain(
      DIRECTION_HINT_TEXTS[locale].rtl.title,
    );
    expect(screen.getAllByText(text.trial).length).toBeGreaterThan(0);
    expect(kanaTexts()).toEqual([]);
    await user.keyboard('{End}{ArrowLeft}');
    expect(stage.getAttribute('data-at-end')).toBe('true');
    expect(screen.getByTestId('viewer-announcement').textContent).toBe(text.endHeading);
    expect(screen.getByRole('heading', { name: text.endHeading })).toBeTruthy();
    expect(kanaTexts()).toEqual([]);
  });

  it('draws no Japanese of its own in a vertical strip, nor on a phone', () => {
    setViewport(390, 844);
    renderViewer({ manifest: latinManifest('vsc') }, memoryStorage(), locale);
    expect(screen.getByTestId('viewer-direction-hint').textContent).toContain(
      DIRECTION_HINT_TEXTS[locale].vsc.title,
    );
    expect(kanaTexts()).toEqual([]);
  });

  it('names its controls in the reader’s language', () => {
    renderViewer({ manifest: latinManifest() }, memoryStorage(), locale);
    expect(screen.getByRole('link', { name: text.backToWork })).toBeTruthy();
    expect(screen.getByRole('button', { name: text.displaySettings })).toBeTruthy();
    expect(screen.getByRole('slider', { name: text.pageSlider })).toBeTruthy();
    expect(screen.getByRole('button', { name: text.nextPage })).toBeTruthy();
    expect(screen.getByRole('button', { name: text.previousPage })).toBeTruthy();
    expect(screen.getByRole('button', { name: text.spreadShift })).toBeTruthy();
  });
});

describe('Viewer in English', () => {
  it('names its controls, regions and pages as an English reader expects', async () => {
    const user = userEvent.setup();
    renderViewer({ manifest: latinManifest() }, memoryStorage(), 'en');
    expect(screen.getByRole('region', { name: 'Viewer' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Viewer menu' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Page controls' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to series' }).getAttribute('href')).toBe(
      '/detail/CW_000001_S',
    );
    for (const name of ['Vertical', 'Horizontal', 'Standard', 'Wide', 'Full screen']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
    expect(screen.getByRole('img', { name: 'Chapter 2, page 1' })).toBeTruthy();
    expect(screen.getByTestId('viewer-page-counter').textContent).toBe('Page 1 of 9');
    expect(screen.getByRole('slider').getAttribute('aria-valuetext')).toBe('Page 1 of 9');
    expect(screen.getByTestId('viewer-direction-hint').textContent).toBe(
      '←Read from right to leftTap the left side or swipe right for the next page',
    );

    await user.keyboard('{ArrowLeft}');
    expect(screen.getByTestId('viewer-announcement').textContent).toBe('Pages 2–3 of 9');

    await user.keyboard('{End}{ArrowLeft}');
    const end = screen.getByTestId('viewer-end-panel');
    expect(
      within(end).getByRole('heading', { name: 'This is the end of the chapter' }),
    ).toBeTruthy();
    expect(
      within(end)
        .getByRole('link', { name: /^Next chapter/ })
        .getAttribute('href'),
    ).toBe('/viewer/CW_000001_0003_E');
    expect(within(end).getByRole('link', { name: /^Previous chapter/ })).toBeTruthy();
    expect(within(end).getByRole('link', { name: 'Go to series page' })).toBeTruthy();
  });
});

describe('Viewer in Traditional Chinese', () => {
  it('names its controls in Taiwan’s words', async () => {
    const user = userEvent.setup();
    renderViewer({ manifest: latinManifest() }, memoryStorage(), 'zh-Hant-TW');
    expect(screen.getByRole('link', { name: '返回作品頁' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Chapter 2 第1頁' })).toBeTruthy();
    expect(screen.getByTestId('viewer-page-counter').textContent).toBe('1 / 9頁');
    await user.keyboard('{End}{ArrowLeft}');
    const end = screen.getByTestId('viewer-end-panel');
    expect(within(end).getByRole('heading', { name: '本話到此結束' })).toBeTruthy();
    expect(within(end).getByRole('link', { name: /^下一話/ })).toBeTruthy();
  });
});

describe('Viewer in Japanese', () => {
  it('keeps the spec’s words with a ja provider, as without one', () => {
    renderViewer({ manifest: latinManifest() }, memoryStorage(), 'ja');
    expect(screen.getByRole('link', { name: '作品ページへ戻る' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Chapter 2 1ページ' })).toBeTruthy();
    expect(screen.getByTestId('viewer-page-counter').textContent).toBe('1 / 9ページ');
    // The sweep the other languages pass finds the Japanese interface.
    expect(kanaTexts()).toContain('aria-label="ビューア"');
    expect(kanaTexts()).toContain('alt="Chapter 2 1ページ"');
  });
});
