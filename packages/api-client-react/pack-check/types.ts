import { createApiClient } from '@cw/api-client';
import { useFollow } from '@cw/api-client-react';

const client = createApiClient({ baseUrl: 'https://comic.example' });

export function useFollowWork() {
  const follow = useFollow(client, 'work');
  follow.mutate({ id: 3 });
  // @ts-expect-error a work is followed by its id
  follow.mutate({ workCode: 'KDCW_AM01000001010000_68' });
  return follow;
}
