/**
 * A fake `/api` for this package's tests, answering by method and path. Not exported from the
 * package.
 */

import type { FetchLike } from '@cw/api-client';
import { vi } from 'vitest';
// The client loads the endpoint schemas on its first call. Loaded with the test file, that
// call is as quick as the later ones, so the hooks' timing is tested, not the module loader.
import '@cw/contract/endpoints';

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
