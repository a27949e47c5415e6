import { describe, expectTypeOf, it } from 'vitest';
import {
  createApiClient,
  type IdempotentRequestOptions,
  type RequestOptions,
} from './createApiClient';

const client = createApiClient();

describe('per-call options', () => {
  it('take an idempotencyKey only where the endpoint reads Idempotency-Key', () => {
    expectTypeOf(client.recordHistory)
      .parameter(1)
      .toEqualTypeOf<IdempotentRequestOptions | undefined>();
    expectTypeOf(client.deleteHistory).parameter(1).toEqualTypeOf<RequestOptions | undefined>();
    void client.recordHistory({ episodeId: 1, page: 0 }, { idempotencyKey: 'k-1' });
    // @ts-expect-error: following a work reads no Idempotency-Key
    void client.followSeries({ workId: 1 }, { idempotencyKey: 'k-1' });
    // @ts-expect-error: nor does the generic request for it
    void client.request('followSeries', { workId: 1 }, { idempotencyKey: 'k-1' });
  });
});
