import { createApiClient, HttpError } from '@cw/api-client/client';
import { workDetailQuery } from '@cw/api-client/queries';
import type { WorkDetailResponse } from '@cw/api-client/schemas';
import { QueryClient } from '@tanstack/react-query';

const client = createApiClient({ baseUrl: 'https://comic.example' });
const queryClient = new QueryClient();

export async function firstEpisodeTitle(workCode: string): Promise<string | undefined> {
  try {
    const detail: WorkDetailResponse = await queryClient.fetchQuery(
      workDetailQuery(client, workCode),
    );
    return detail.episodes[0]?.title;
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return undefined;
    throw error;
  }
}
