'use client';

import { apiQuery } from '@cw/api-client/queries';
import { ContinueReadingList, WorkGrid } from '@cw/catalog/components';
import { MY_COMIC_FOLLOWED_WORKS_PATH } from '@cw/paths';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '@/app/_components/ApiClientContext';
import { withQueryClient } from '@/app/_components/queryRuntime';

const CONTINUE_SIZE = 6;
const FOLLOWED_SIZE = 6;

/**
 * The signed-in reader's "continue reading" from the read history and the latest updates of
 * the works they follow, fetched in the browser. Loaded by `ReaderSections` for a reader.
 */
function SignedInSections() {
  const client = useApiClient();
  const history = useQuery(apiQuery(client, 'getHistoryList', { page: 1, perPage: CONTINUE_SIZE }));
  const followed = useQuery(
    apiQuery(client, 'getFollowedSeries', { page: 1, perPage: FOLLOWED_SIZE }),
  );
  const followedWorks = followed.data?.items.map((item) => item.work) ?? [];
  return (
    <>
      <ContinueReadingList entries={history.data?.items ?? []} loading={history.isPending} />
      {followed.isPending || followedWorks.length > 0 ? (
        <WorkGrid
          id="followed-updates"
          works={followedWorks}
          loading={followed.isPending}
          skeletonCount={FOLLOWED_SIZE}
          heading="フォロー中の作品の更新"
          headingLevel={2}
          moreHref={MY_COMIC_FOLLOWED_WORKS_PATH}
        />
      ) : null}
    </>
  );
}

export default withQueryClient(SignedInSections);
