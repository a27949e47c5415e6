'use client';

import type { ViewerPage } from '@cw/contract/schemas';
import { useLatest, useUiLocale } from '@cw/ui';
import {
  memo,
  type MouseEvent as ReactMouseEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useLayoutEffect,
  useRef,
} from 'react';
import { mapTapZone } from '../inputMapping';
import type { VisibleRange } from '../preloadPlan';
import { pageAltText } from '../text';
import { mostVisiblePage, verticalVisibleRange } from '../verticalPosition';
import { PageImage } from './PageImage';
import type { PagePreloader } from './usePagePreloader';

/** A request to scroll to a page; a new `token` scrolls again to the same page. */
export interface StripSeek {
  /** Zero-based page; the page count scrolls to the end panel. */
  readonly page: number;
  readonly token: number;
}

export interface VerticalStripProps {
  pages: readonly ViewerPage[];
  /** Pages of the preload window: only they get an image; the others keep an empty box. */
  loadPages: ReadonlySet<number>;
  /** The scrolling element around the strip (the viewer's stage). */
  scrollerRef: RefObject<HTMLElement | null>;
  /** Zero-based page scrolled to on mount. */
  initialPage: number;
  seek: StripSeek | null;
  /** Episode title, for the pages' alternative text. */
  title: string;
  imageBaseUrl: string;
  /** `sizes` of the page images: the strip's drawn width. */
  sizes: string;
  preloader: PagePreloader;
  onVisibleChange: (range: VisibleRange | null, current: number | null) => void;
  onEndVisibleChange: (visible: boolean) => void;
  onToggleControls: () => void;
  atEnd: boolean;
  endPanel: ReactNode;
}

// Steps of 5%: tall pages report how much of them shows often enough to pick the current one.
const THRESHOLDS = Array.from({ length: 21 }, (_, step) => step / 20);
const INTERACTIVE = 'a[href], button, input, select, textarea, label, summary, dialog';

/**
 * Vertical scrolling (`vsc`, or any work read 縦読み): every page's box stacked without
 * gaps, sized from the manifest before anything loads (`aspect-ratio`), so scrolling and
 * jumping never shift. Only the pages of the preload window hold an image, so an episode of
 * any length keeps a bounded number decoded. An `IntersectionObserver` reports the pages in
 * view and whether the end panel shows.
 */
export function VerticalStrip(props: VerticalStripProps) {
  const { pages, loadPages, scrollerRef, seek, atEnd, endPanel } = props;
  const stripRef = useRef<HTMLDivElement>(null);
  const endRef = useRef<HTMLDivElement>(null);
  const latest = useLatest(props);

  const scrollTo = (page: number) => {
    const strip = stripRef.current;
    // On mount the viewer's ref to its stage is not attached yet (React attaches a parent's
    // refs after its children's layout effects); the stage is the strip's parent element.
    const scroller = scrollerRef.current ?? strip?.parentElement ?? null;
    if (scroller === null || strip === null) return;
    const target =
      page >= latest.current.pages.length
        ? endRef.current
        : strip.querySelector<HTMLElement>(`[data-page="${page + 1}"]`);
    if (target === null || target === undefined) return;
    const top =
      target.getBoundingClientRect().top -
      scroller.getBoundingClientRect().top +
      scroller.scrollTop;
    if (typeof scroller.scrollTo === 'function') scroller.scrollTo({ top });
    else scroller.scrollTop = top;
  };

  // Opens at the page asked for, before the first paint.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount
  useLayoutEffect(() => {
    if (props.initialPage > 0) scrollTo(props.initialPage);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `token` asks for the scroll
  useLayoutEffect(() => {
    if (seek !== null) scrollTo(seek.page);
  }, [seek?.token]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: new pages are new boxes to observe
  useEffect(() => {
    const scroller = scrollerRef.current;
    const strip = stripRef.current;
    if (scroller === null || strip === null || typeof IntersectionObserver !== 'function') return;
    const visibleHeights = new Map<number, number>();
    const observer = new IntersectionObserver(
      (entries) => {
        let endVisible: boolean | null = null;
        for (const entry of entries) {
          if (entry.target === endRef.current) {
            endVisible = entry.isIntersecting;
            continue;
          }
          const page = Number((entry.target as HTMLElement).dataset.page) - 1;
          if (entry.isIntersecting) visibleHeights.set(page, entry.intersectionRect.height);
          else visibleHeights.delete(page);
        }
        latest.current.onVisibleChange(
          verticalVisibleRange(visibleHeights),
          mostVisiblePage(visibleHeights),
        );
        if (endVisible !== null) latest.current.onEndVisibleChange(endVisible);
      },
      { root: scroller, threshold: THRESHOLDS },
    );
    for (const box of strip.querySelectorAll('[data-page]')) observer.observe(box);
    if (endRef.current !== null) observer.observe(endRef.current);
    return () => observer.disconnect();
  }, [scrollerRef, latest, pages]);

  const onClick = (event: ReactMouseEvent<HTMLDivElement>) => {
    if (event.target instanceof Element && event.target.closest(INTERACTIVE)) return;
    const rect = event.currentTarget.getBoundingClientRect();
    if (mapTapZone(event.clientX - rect.left, rect.width, 'vsc') === 'menu') {
      latest.current.onToggleControls();
    }
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: taps only show the controls, which the keyboard reaches with Tab
    <div ref={stripRef} className="cw-viewer-strip" onClick={onClick}>
      {pages.map((page) => (
        <VerticalPage
          key={page.index}
          page={page}
          loaded={loadPages.has(page.index)}
          title={props.title}
          imageBaseUrl={props.imageBaseUrl}
          sizes={props.sizes}
          preloader={props.preloader}
        />
      ))}
      <div
        ref={endRef}
        className="cw-viewer-strip__end"
        data-view-index={pages.length}
        data-end-panel=""
        data-active={atEnd ? 'true' : 'false'}
      >
        {/* Mounted once the end is near, so its images and effects wait until then. */}
        {atEnd || loadPages.has(pages.length - 1) ? endPanel : null}
      </div>
    </div>
  );
}

interface VerticalPageProps {
  page: ViewerPage;
  loaded: boolean;
  title: string;
  imageBaseUrl: string;
  sizes: string;
  preloader: PagePreloader;
}

/** One page's box, holding its image only while in the preload window. */
const VerticalPage = memo(function VerticalPage({
  page,
  loaded,
  title,
  imageBaseUrl,
  sizes,
  preloader,
}: VerticalPageProps) {
  const locale = useUiLocale();
  return (
    <div
      className="cw-viewer-strip__page"
      data-page={page.index + 1}
      data-view-index={page.index}
      data-loaded={loaded ? 'true' : 'false'}
      style={{ aspectRatio: `${page.width} / ${page.height}` }}
    >
      {loaded ? (
        <PageImage
          page={page}
          alt={pageAltText(title, page.index + 1, locale)}
          sizes={sizes}
          imageBaseUrl={imageBaseUrl}
          imageRef={preloader.imageRef(page.index)}
        />
      ) : null}
    </div>
  );
});
