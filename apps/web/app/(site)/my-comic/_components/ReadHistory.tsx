'use client';

import { apiQuery } from '@cw/api-client/queries';
import { useDeleteHistory } from '@cw/api-client-react';
import { HistoryList } from '@cw/catalog/components';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '@/app/_components/ApiClientContext';
import { track } from '@/app/_components/analytics';
import { withQueryClient } from '@/app/_components/queryRuntime';
import { RequireSession } from '@/app/_components/RequireSession';
import { pendingIdsOf } from './pendingIds';

/** The read history, the latest read first; each line or all of it can be deleted. */
function ReadHistoryLive() {
  return <RequireSession>{() => <ReadHistoryList />}</RequireSession>;
}

function ReadHistoryList() {
  const client = useApiClient();
  const history = useQuery(apiQuery(client, 'getHistoryList', { page: 1, perPage: 100 }));
  const remove = useDeleteHistory(client);
  const entries = history.data?.items ?? [];
  const variables = remove.isPending ? remove.variables : undefined;
  return (
    <>
      {history.isError ? <p role="alert">読み込めませんでした。再読み込みしてください。</p> : null}
      {remove.isError ? <p role="alert">削除できませんでした。もう一度お試しください。</p> : null}
      <HistoryList
        entries={entries}
        loading={history.isPending}
        pendingIds={pendingIdsOf(
          variables && 'episodeIds' in variables ? variables.episodeIds : undefined,
        )}
        deleteAllPending={variables !== undefined && 'all' in variables}
        onDelete={(episodeId) => {
          remove.mutate({ episodeIds: [episodeId] });
          track({ event: 'history_delete', scope: 'one', count: 1 });
        }}
        onDeleteAll={() => {
          remove.mutate({ all: true });
          track({
            event: 'history_delete',
            scope: 'all',
            count: history.data?.total ?? entries.length,
          });
        }}
        heading="閲覧履歴"
        headingLevel={2}
      />
    </>
  );
}

export const ReadHistory = withQueryClient(ReadHistoryLive);
