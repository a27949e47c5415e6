'use client';

import type { EndpointInput } from '@cw/api-client';
import { apiInfiniteQuery } from '@cw/api-client/queries';
import { VolumeGrid, WorkGrid } from '@cw/catalog/components';
import type { NewComic, NewComicPage, WorkSummary, WorkSummaryPage } from '@cw/contract/schemas';
import { Button } from '@cw/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { withQueryClient } from '@/app/_components/queryRuntime';
import { useApiClient } from './ApiClientContext';

/** The list endpoints whose answer is a page of works, or of released volumes (`getNewComics`). */
export type ListEndpoint =
  | 'getNewComics'
  | 'getSeries'
  | 'getNewSeries'
  | 'getNewSerialWorks'
  | 'getDailyNew'
  | 'getFreeCampaign'
  | 'getLabelSeries'
  | 'getLabelOngoingSeries'
  | 'getLabelOneShots';
export type ListInput<Name extends ListEndpoint> = Omit<EndpointInput<Name>, 'page' | 'perPage'>;
export type ListPage<Name extends ListEndpoint> = Name extends 'getNewComics'
  ? NewComicPage
  : WorkSummaryPage;

/** What a list hands the pages after its first. */
export type MoreWorksProps<Name extends ListEndpoint> = {
  endpoint: Name;
  input: ListInput<Name>;
  first: ListPage<Name>;
};

/**
 * The pages after the first of a work or volume list, loaded as the reader scrolls (a "もっと見る"
 * button does the same for keyboards and when the observer is unavailable), with skeleton tiles
 * while a page loads. The first page comes in the shared HTML; these are fetched in the browser,
 * so the HTML stays the same for everyone. `asked`: the reader pressed もっと見る before this
 * code had loaded, so the next page loads at once.
 */
function MoreWorksPages<Name extends ListEndpoint>({
  endpoint,
  input,
  first,
  asked = false,
}: MoreWorksProps<Name> & { asked?: boolean }) {
  const client = useApiClient();
  const query = useInfiniteQuery({
    ...apiInfiniteQuery(
      client,
      endpoint as ListEndpoint,
      {
        ...input,
        page: first.page + 1,
        perPage: first.perPage,
      } as EndpointInput<ListEndpoint>,
    ),
    enabled: false,
  });
  const hasMore = query.data ? query.hasNextPage : first.hasNext;
  const sentinel = useRef<HTMLDivElement>(null);
  const { fetchNextPage, isFetching } = query;
  const loadMore = () => {
    if (!isFetching) void fetchNextPage();
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount: the press it answers came before.
  useEffect(() => {
    if (asked) loadMore();
  }, []);

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasMore || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore();
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  });

  const items = (query.data?.pages ?? []).flatMap((page): (NewComic | WorkSummary)[] => page.items);
  const volumes = items.filter((item): item is NewComic => 'volume' in item);
  const works = items.filter((item): item is WorkSummary => !('volume' in item));
  return (
    <>
      {volumes.length > 0 ? <VolumeGrid items={volumes} now={new Date()} /> : null}
      {works.length > 0 ? <WorkGrid works={works} /> : null}
      {isFetching ? <WorkGrid works={[]} loading skeletonCount={6} /> : null}
      {query.isError ? <p role="alert">読み込めませんでした。もう一度お試しください。</p> : null}
      {hasMore ? (
        <div ref={sentinel} className="cw-more">
          <Button variant="secondary" onClick={loadMore} disabled={isFetching}>
            もっと見る
          </Button>
        </div>
      ) : null}
    </>
  );
}

export default withQueryClient(MoreWorksPages);
