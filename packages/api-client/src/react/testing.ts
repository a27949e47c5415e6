/**
 * Helpers for this folder's tests: a fake `/api` answering by method and path, and a fresh
 * QueryClient with its provider. Not exported from the package.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement, type ReactNode } from 'react';
import { vi } from 'vitest';
import type { FetchLike } from '../client/createApiClient';
// The client loads the endpoint schemas on its first call. Loaded with the test file, that
// call is as quick as the later ones, so the hooks' timing is tested, not the module loader.
import '../client/endpoints';

type Answer = (init: RequestInit) => Response | Promise<Response>;

/** A fetch answering `'METHOD /path?query'` from `routes`; unknown routes answer 404. */
export function fakeApi(routes: Record<string, Answer>) {
  return vi.fn<FetchLike>(async (url, init) => {
    const answer = routes[`${init.method} ${url}`];
    return answer
      ? answer(init)
      : new Response(JSON.stringify({ error: { code: 'NOT_FOUND', message: url } }), {
          status: 404,
          statusText: 'Not Found',
        });
  });
}

export const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), { status: 200, ...init });

export const serverError = () =>
  json(
    { error: { code: 'INTERNAL', message: 'boom' } },
    { status: 500, statusText: 'Internal Server Error' },
  );

/** A QueryClient as an app would make one, and a wrapper providing it to `renderHook`. */
export function createTestQueryClient() {
  const queryClient = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client: queryClient }, children);
  return { queryClient, wrapper };
}
