import { describe, expect, it, vi } from 'vitest';

// The client must work where React and TanStack Query are absent (Node scripts, Route Handlers).
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
});
