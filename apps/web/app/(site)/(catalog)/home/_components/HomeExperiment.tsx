'use client';

import { homeOrderVariant } from '@cw/analytics';
import { useApiClient } from '@/app/_components/ApiClientContext';
import { useLazyQuery } from '@/app/_components/lazyQuery';
import { useSession } from '@/app/_components/session';

/**
 * The home page's A/B test (`home-order`): while the flag is on (`AB_TEST_FEATURE`), a
 * signed-in reader's variant is read from `/api/account/test_pattern` and marks the page, whose
 * stylesheet orders its sections by it. Never asked when the flag is off; guests see the
 * control.
 */
export function HomeExperiment({ enabled }: { enabled: boolean }) {
  const client = useApiClient();
  const { status } = useSession();
  const [pattern, patternSource] = useLazyQuery(
    ({ queries }) => ({
      ...queries.apiQuery(client, 'getAccountTestPattern', {}),
      staleTime: Number.POSITIVE_INFINITY,
    }),
    enabled && status === 'authenticated',
  );
  const variant = homeOrderVariant(pattern.data?.feature);
  return (
    <>
      {patternSource}
      {variant === 'control' ? null : <span hidden data-home-order={variant} />}
    </>
  );
}
