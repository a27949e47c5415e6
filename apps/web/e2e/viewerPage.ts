import type { ViewerManifest, WorkDetailResponse } from '@cw/contract/schemas';
import { layoutSpreads } from '@cw/viewer';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';

const backend = async <T>(path: string): Promise<T> =>
  (await (await fetch(`${inject('backendUrl')}${path}`)).json()) as T;

/** The first readable episode of a seeded work of that scroll type matching `accept`. */
export async function findEpisode(
  scrollType: 'rtl' | 'vsc',
  accept: (manifest: ViewerManifest) => boolean = () => true,
): Promise<ViewerManifest> {
  const list = await backend<{ items: { code: string }[] }>('/v3/library/works?perPage=100');
  for (const { code } of list.items) {
    const detail = await backend<WorkDetailResponse>(`/v3/library/works/${code}`);
    for (const episode of detail.episodes.filter((e) => e.isActive).slice(0, 3)) {
      const response = await fetch(`${inject('backendUrl')}/v3/library/viewer/${episode.code}`);
      if (!response.ok) continue;
      const manifest = (await response.json()) as ViewerManifest;
      if (manifest.work.scrollType !== scrollType) break;
      if (accept(manifest)) return manifest;
    }
  }
  throw new Error(`no seeded ${scrollType} episode`);
}

/** The viewer's page surface. */
export const stage = (page: Page) => page.getByTestId('viewer-stage');

/** The one-based page the viewer shows. */
export const currentPage = async (page: Page) =>
  Number(await stage(page).getAttribute('data-current-page'));

/** The pages of the view shown, as the viewer lists them (`2,3`). */
export const activePages = (page: Page) =>
  page.locator('.cw-viewer-view[data-active="true"]').getAttribute('data-pages');

/** The views of `manifest` in spreads, as `activePages` lists them, as the layout rules pair them. */
export const spreadViews = (manifest: ViewerManifest) =>
  layoutSpreads(
    manifest.pages.map(({ width, height }) => ({ width, height })),
    { mode: 'spread', shift: false },
  ).map((view) => view.pages.map((index) => index + 1).join(','));
