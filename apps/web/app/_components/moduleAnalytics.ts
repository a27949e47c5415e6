'use client';

import { contentClickEvent, type ModulePage, moduleImpressionEvent } from '@cw/analytics';
import { track, trackOncePerView } from './analytics';

const MODULE = '[data-analytics-module]';
const TILE = '[data-work-id]';
const MODULE_PAGES: readonly string[] = ['home', 'label', 'detail'] satisfies ModulePage[];

/** Half of the module, or half of the window for a module taller than that, is in view. */
function seen(entry: IntersectionObserverEntry): boolean {
  const view = entry.rootBounds?.height ?? window.innerHeight;
  return (
    entry.isIntersecting &&
    (entry.intersectionRatio >= 0.5 || entry.intersectionRect.height >= view / 2)
  );
}

function reportImpression(root: Element, module: HTMLElement): void {
  const { analyticsModule: name, analyticsPage: page, labelCode, workCode } = module.dataset;
  if (!name || !page || !MODULE_PAGES.includes(page)) return;
  const position = [...root.querySelectorAll(MODULE)].indexOf(module) + 1;
  trackOncePerView(
    `module:${name}`,
    moduleImpressionEvent({
      page: page as ModulePage,
      moduleName: name,
      position,
      labelCode,
      workCode,
    }),
  );
}

/**
 * Watches the page's modules (`AnalyticsModule`) under `root`, those rendered later included,
 * and reports each once when seen. Returns the way to stop, for the next page view.
 */
export function watchModuleImpressions(root: Element): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => {};
  const watched = new WeakSet<Element>();
  const impressions = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!seen(entry)) continue;
        impressions.unobserve(entry.target);
        reportImpression(root, entry.target as HTMLElement);
      }
    },
    { threshold: [0, 0.25, 0.5, 0.75, 1] },
  );
  const watchNew = () => {
    for (const module of root.querySelectorAll(MODULE)) {
      if (watched.has(module)) continue;
      watched.add(module);
      impressions.observe(module);
    }
  };
  watchNew();
  const additions = new MutationObserver(watchNew);
  additions.observe(root, { childList: true, subtree: true });
  return () => {
    impressions.disconnect();
    additions.disconnect();
  };
}

/**
 * A click on a link inside a work tile (`data-work-id`, the catalog's tiles and ranking rows)
 * becomes `content_click`, with the module it is in and its place there (the rank in a
 * ranking). Listen on the document in the capture phase, before the router leaves the page.
 */
export function reportContentClick(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target : null;
  const link = target?.closest('a[href]');
  const tile = link?.closest<HTMLElement>(TILE);
  if (!link || !tile) return;
  const { workId, workCode, workTitle } = tile.dataset;
  if (!workId || !workCode) return;
  const module = tile.closest<HTMLElement>(MODULE);
  const rank = tile.closest<HTMLElement>('[data-rank]')?.dataset.rank;
  const place = module ? [...module.querySelectorAll(TILE)].indexOf(tile) + 1 : 0;
  track(
    contentClickEvent({
      work: { id: Number(workId), code: workCode, title: workTitle ?? link.textContent ?? '' },
      moduleName: module?.dataset.analyticsModule ?? 'other',
      position: rank ? Number(rank) : place || null,
    }),
  );
}
