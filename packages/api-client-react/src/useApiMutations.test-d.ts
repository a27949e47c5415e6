import { createApiClient } from '@cw/api-client';
import type { FollowStatus } from '@cw/contract/schemas';
import { describe, expectTypeOf, it } from 'vitest';
import { useFollow, useSetFollowNotification, useUnfollow } from './useApiMutations';

const client = createApiClient();

// Never rendered: it only puts the hook's types under test.
function FollowButton() {
  const follow = useFollow(client, 'work');
  expectTypeOf(follow.mutate).parameter(0).toEqualTypeOf<{ id: number }>();
  expectTypeOf(follow.data).toEqualTypeOf<FollowStatus | undefined>();
  return null;
}

describe('mutation hooks', () => {
  it('take the endpoint input as variables', () => {
    expectTypeOf(FollowButton).toBeFunction();
  });

  it('take ids, whatever the kind calls them on the wire', () => {
    expectTypeOf(useUnfollow(client, 'label').mutate).parameter(0).toEqualTypeOf<{
      ids: number[];
    }>();
    expectTypeOf(useSetFollowNotification(client, 'work').mutate).parameter(0).toEqualTypeOf<{
      id: number;
      notification: boolean;
    }>();
  });
});
