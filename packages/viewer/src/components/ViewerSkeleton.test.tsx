import { UiLocaleProvider } from '@cw/ui';
import { kanaTexts } from '@cw/vitest-config/locale';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { pageAltText, VIEWER_TEXTS } from '../text';
import { ViewerSkeleton } from './ViewerSkeleton';

afterEach(cleanup);

describe('ViewerSkeleton', () => {
  it('is a busy status named 読み込み中', () => {
    render(<ViewerSkeleton />);
    const status = screen.getByRole('status', { name: '読み込み中' });
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(status.getAttribute('data-layout')).toBe('paged');
  });

  it('draws a strip for vertical works', () => {
    render(<ViewerSkeleton scrollType="vsc" />);
    expect(screen.getByRole('status').getAttribute('data-layout')).toBe('vertical');
  });

  it("carries the script that draws the reader's stored layout only when given the work", () => {
    const { rerender } = render(<ViewerSkeleton />);
    expect(screen.getByRole('status').querySelector('script')).toBeNull();
    rerender(<ViewerSkeleton workCode="CW_000001_S" />);
    const script = screen.getByRole('status').querySelector('script');
    expect(script?.textContent).toContain('"CW_000001_S"');
    expect(script?.textContent).toContain('cw-viewer--work-direction');
  });

  it('draws the start page itself when given it: fetched first, sized for the window', () => {
    const page = { index: 2, src: '/v3/media/pages/12/2', width: 1000, height: 1400 };
    render(<ViewerSkeleton start={{ page, alt: '第1話 3ページ' }} />);
    const image = screen.getByRole('img', { name: '第1話 3ページ' });
    expect(image.getAttribute('fetchpriority')).toBe('high');
    expect(image.getAttribute('src')).toBe('/v3/media/pages/12/2/w1080.webp');
    // The page's own shape bounds its width by the window's height.
    const avif = screen.getByRole('status').querySelector('source[type="image/avif"]');
    expect(avif?.getAttribute('sizes')).toBe(
      '(min-width: 768px) min(100vw, 1280px, 71.43vh), min(100vw, 71.43vh)',
    );
    expect(avif?.getAttribute('srcset')).toContain('/v3/media/pages/12/2/w720.avif 720w');
    expect(screen.getByRole('status').querySelector('[data-page]')?.getAttribute('data-page')).toBe(
      '3',
    );
    // The page stands in for the placeholders.
    expect(screen.getByRole('status').querySelector('.cw-viewer-skeleton__spread')).toBeNull();
  });

  it("draws a vertical work's start page at the strip's width", () => {
    const page = { index: 0, src: '/v3/media/pages/7/0', width: 800, height: 2400 };
    render(<ViewerSkeleton scrollType="vsc" start={{ page, alt: '1ページ' }} />);
    const webp = screen.getByRole('status').querySelector('source[type="image/webp"]');
    expect(webp?.getAttribute('sizes')).toBe('(min-width: 768px) 720px, 100vw');
  });
});

describe.each(['en', 'zh-Hant-TW'] as const)('the loading state in %s', (locale) => {
  const text = VIEWER_TEXTS[locale];

  it('names the skeleton and its start page, with no Japanese', () => {
    const page = { index: 2, src: '/v3/media/pages/12/2', width: 1000, height: 1400 };
    render(
      <UiLocaleProvider locale={locale}>
        <ViewerSkeleton start={{ page, alt: pageAltText('Chapter 1', 3, locale) }} />
      </UiLocaleProvider>,
    );
    expect(screen.getByRole('status', { name: text.loading })).toBeTruthy();
    expect(kanaTexts()).toEqual([]);
  });
});

describe('the loading state in English', () => {
  it('reads as an English reader expects', () => {
    render(
      <UiLocaleProvider locale="en">
        <ViewerSkeleton />
      </UiLocaleProvider>,
    );
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
  });
});
