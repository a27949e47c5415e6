import 'server-only';
import type { EpisodeDetailResponse, ViewerManifest } from '@cw/contract/schemas';
import { storeOnlyStores } from '@cw/viewer';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { isMissing } from '@/server/catalog';
import { serverApi } from '@/server/serverApi';

export type ViewerPageData =
  | { kind: 'readable'; manifest: ViewerManifest }
  | { kind: 'store-only'; detail: EpisodeDetailResponse };

/**
 * The episode to read, or — when it cannot be read now but is sold in stores — its purchase
 * links; the 404 page for an unknown code and for an ended episode no store sells.
 */
export const loadViewerPage = cache(async (episodeCode: string): Promise<ViewerPageData> => {
  const api = serverApi();
  try {
    return { kind: 'readable', manifest: await api.getViewer({ episodeCode }) };
  } catch (error) {
    if (!isMissing(error)) throw error;
  }
  try {
    const detail = await api.getEpisodeDetail({ episodeCode });
    if (storeOnlyStores(detail)) return { kind: 'store-only', detail };
  } catch (error) {
    if (!isMissing(error)) throw error;
  }
  notFound();
});
