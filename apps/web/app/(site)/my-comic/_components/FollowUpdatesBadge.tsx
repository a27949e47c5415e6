'use client';

import { apiQuery } from '@cw/api-client/queries';
import { Badge } from '@cw/ui';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '@/app/_components/ApiClientContext';
import { withQueryClient } from '@/app/_components/queryRuntime';
import { useSession } from '@/app/_components/session';

/**
 * 更新あり beside the followed works when one of them got an episode since the reader last saw
 * the list (`GET /api/account/updated`: since the mark the list's page stores, on any device).
 */
function FollowUpdatesBadgeLive() {
  const client = useApiClient();
  const { status } = useSession();
  const updates = useQuery({
    ...apiQuery(client, 'getAccountUpdated'),
    enabled: status === 'authenticated',
  });
  return updates.data?.updated ? <Badge variant="new">更新あり</Badge> : null;
}

export const FollowUpdatesBadge = withQueryClient(FollowUpdatesBadgeLive);
