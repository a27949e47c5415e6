import { type ApiClient, createApiClient, HttpError } from '@cw/api-client';
import { apiInfiniteQuery, apiQuery } from '@cw/api-client/queries';
import type { WorkDetailResponse } from '@cw/contract/schemas';
import { QueryClient } from '@tanstack/query-core';

const client: ApiClient = createApiClient({ baseUrl: 'https://comic.example' });
const queryClient = new QueryClient();

export async function firstEpisodeTitle(workCode: string): Promise<string | undefined> {
  try {
    const detail: WorkDetailResponse = await queryClient.fetchQuery(
      apiQuery(client, 'getWorkDetail', { workCode }),
    );
    return detail.episodes[0]?.title;
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return undefined;
    throw error;
  }
}

export async function firstNewSeriesTitles(pages: number): Promise<string[]> {
  const list = await queryClient.fetchInfiniteQuery({
    ...apiInfiniteQuery(client, 'getNewSeries', { perPage: 24 }),
    pages,
  });
  return list.pages.flatMap((page) => page.items.map((work) => work.title));
}
