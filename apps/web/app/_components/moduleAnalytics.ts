'use client';

import { contentClickEvent } from '@cw/analytics';
import { track } from './analytics';

/** A module of a page for analytics (`AnalyticsModule`). */
export const MODULE_SELECTOR = '[data-analytics-module]';
const TILE = '[data-work-id]';

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
  const module = tile.closest<HTMLElement>(MODULE_SELECTOR);
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
