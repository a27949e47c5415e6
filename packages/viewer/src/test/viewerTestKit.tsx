// Helpers of the viewer's component tests; stories do not load it (it imports vitest).

import { buildViewerManifest } from '@cw/fixtures';
import { type UiLocale, UiLocaleProvider } from '@cw/ui';
import { render, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { Viewer, type ViewerProps } from '../components/Viewer';
import { VIEWER_TEXTS } from '../text';
import type { ViewerAnalyticsEvent } from '../viewerAnalytics';
import { memoryStorage } from './memoryStorage';

/**
 * Renders a `Viewer` of `buildViewerManifest()` with in-memory storage and spied callbacks, in
 * the interface language `locale` (Japanese by default, as without a `UiLocaleProvider`).
 */
export function renderViewer(
  props: Partial<ViewerProps> = {},
  storage = memoryStorage(),
  locale: UiLocale = 'ja',
) {
  const onAnalytics = vi.fn<(event: ViewerAnalyticsEvent) => void>();
  const onPageChange = vi.fn<(page: number) => void>();
  const onNearEnd = vi.fn<() => void>();
  const result = render(
    <Viewer
      manifest={buildViewerManifest()}
      storage={storage}
      onAnalytics={onAnalytics}
      onPageChange={onPageChange}
      onNearEnd={onNearEnd}
      {...props}
    />,
    { wrapper: ({ children }) => <UiLocaleProvider locale={locale}>{children}</UiLocaleProvider> },
  );
  const stage = screen.getByRole('region', { name: VIEWER_TEXTS[locale].surface });
  return { ...result, stage, storage, onAnalytics, onPageChange, onNearEnd };
}

/** The view on screen (paged reading). */
export function activeView(): HTMLElement {
  const view = document.querySelector<HTMLElement>('.cw-viewer-view[data-active="true"]');
  if (view === null) throw new Error('no active view');
  return view;
}

/** One-based pages of the view on screen, in reading order: `'2,3'`. */
export function shownPages(): string | null {
  return activeView().getAttribute('data-pages');
}

/** One-based pages of the view on screen, left to right as drawn. */
export function pagesLeftToRight(): number[] {
  return [...activeView().querySelectorAll('[data-page]')].map((page) =>
    Number(page.getAttribute('data-page')),
  );
}

/** Page images holding a source anywhere in the viewer: what the browser may keep decoded. */
export function imagesWithSource(): HTMLImageElement[] {
  return [...document.querySelectorAll<HTMLImageElement>('img.cw-viewer-page-image')].filter(
    (image) => (image.currentSrc || image.getAttribute('src') || '') !== '',
  );
}

/** Names of the analytics events reported so far. */
export function eventNames(onAnalytics: { mock: { calls: [ViewerAnalyticsEvent][] } }) {
  return onAnalytics.mock.calls.map(([event]) => event.name);
}

/** Parsed JSON stored under `key`. */
export function stored(storage: ReturnType<typeof memoryStorage>, key: string): unknown {
  const raw = storage.values.get(key);
  return raw === undefined ? undefined : JSON.parse(raw);
}

/** Resizes happy-dom's window (the viewer measures it, as happy-dom lays nothing out). */
export function setViewport(width: number, height: number): void {
  const { happyDOM } = window as unknown as {
    happyDOM: { setViewport(viewport: { width: number; height: number }): void };
  };
  happyDOM.setViewport({ width, height });
}
