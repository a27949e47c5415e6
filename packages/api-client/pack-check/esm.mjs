import assert from 'node:assert/strict';
import { createApiClient, HttpError } from '@cw/api-client';
import { workSummarySchema } from '@cw/contract/schemas';

// Another team's Node script: a fake backend answering one call, then an error.
const responses = [
  new Response(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'Work not found' } }), {
    status: 404,
    statusText: 'Not Found',
    headers: { 'content-type': 'application/json' },
  }),
];
const client = createApiClient({
  baseUrl: 'https://comic.example',
  fetch: async () => responses.shift(),
});
await assert.rejects(client.getWorkDetail({ workCode: 'NO_SUCH_WORK' }), (error) => {
  assert.ok(error instanceof HttpError);
  assert.equal(error.message, 'HTTP Error: 404 Not Found');
  return true;
});
assert.equal(workSummarySchema.safeParse({}).success, false);
