import { describe, expect, it, vi } from 'vitest';

// The client and the query options must work where React and its TanStack binding are absent
// (Node scripts, Route Handlers, workers): query-core alone runs the options.
vi.mock('react', () => ({}));
vi.mock('@tanstack/react-query', () => ({}));

describe('@cw/api-client without React', () => {
  it('creates a client and calls the API', async () => {
    const { createApiClient } = await import('./index');
    const fetch = vi.fn(async () => new Response(JSON.stringify({ '7': true })));
    const client = createApiClient({ fetch, baseUrl: 'http://localhost:3000' });
    await expect(client.getHistoryMap({ seriesId: 3 })).resolves.toEqual({ '7': true });
    expect(fetch).toHaveBeenCalledWith(
      'http://localhost:3000/api/membership/history?seriesId=3',
      expect.any(Object),
    );
  });

  it('runs its query options with query-core alone', async () => {
    const { createApiClient } = await import('./index');
    const { apiQuery } = await import('../queries/index');
    const { QueryClient } = await import('@tanstack/query-core');
    const fetch = vi.fn(async () => new Response(JSON.stringify({ '7': true })));
    const client = createApiClient({ fetch, baseUrl: 'http://localhost:3000' });
    const queryClient = new QueryClient();
    await expect(
      queryClient.fetchQuery(apiQuery(client, 'getHistoryMap', { seriesId: 3 })),
    ).resolves.toEqual({ '7': true });
  });
});
