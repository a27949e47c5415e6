'use client';

import type { EndpointInput } from '@cw/api-client/client';
import type { WorkSummaryPage } from '@cw/api-client/schemas';
import { WorkGrid } from '@cw/catalog/components';
import { Button } from '@cw/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useEffect, useRef } from 'react';
import { useApiClient } from './ApiClientContext';

/** The list endpoints whose answer is a page of works. */
type WorkListEndpoint =
  | 'getSeries'
  | 'getNewSeries'
  | 'getNewSerialWorks'
  | 'getDailyNew'
  | 'getFreeCampaign'
  | 'getLabelSeries'
  | 'getLabelOngoingSeries'
  | 'getLabelOneShots';
type ListInput<Name extends WorkListEndpoint> = Omit<EndpointInput<Name>, 'page' | 'perPage'>;

/**
 * The pages after the first of a work list, loaded as the reader scrolls (a "もっと見る" button
 * does the same for keyboards and when the observer is unavailable), with skeleton tiles while
 * a page loads. The first page comes in the shared HTML; these are fetched in the browser, so
 * the HTML stays the same for everyone.
 */
export function MoreWorks<Name extends WorkListEndpoint>({
  endpoint,
  input,
  first,
}: {
  endpoint: Name;
  input: ListInput<Name>;
  first: WorkSummaryPage;
}) {
  const client = useApiClient();
  const query = useInfiniteQuery({
    queryKey: ['cw-web', 'more-works', endpoint, input, first.perPage],
    queryFn: ({ pageParam, signal }) =>
      client.request(
        endpoint,
        { ...input, page: pageParam, perPage: first.perPage } as EndpointInput<Name>,
        { signal },
      ) as Promise<WorkSummaryPage>,
    initialPageParam: first.page + 1,
    getNextPageParam: (last: WorkSummaryPage) => (last.hasNext ? last.page + 1 : undefined),
    enabled: false,
  });
  const hasMore = query.data ? query.hasNextPage : first.hasNext;
  const sentinel = useRef<HTMLDivElement>(null);
  const { fetchNextPage, isFetching } = query;
  const loadMore = () => {
    if (!isFetching) void fetchNextPage();
  };

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

  const works = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <>
      {works.length > 0 ? <WorkGrid works={works} linkComponent={Link} /> : null}
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
