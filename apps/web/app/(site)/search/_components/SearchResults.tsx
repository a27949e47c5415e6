'use client';

import { WorkGrid } from '@cw/catalog/components';
import { authorPath, tagPath } from '@cw/paths';
import { Button, formatCount } from '@cw/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useApiClient } from '@/app/_components/ApiClientContext';
import { ChipLinks } from '@/app/_components/ChipLinks';
import { withQueryClient } from '@/app/_components/queryRuntime';
import { searchResultsQuery } from './searchPage';

/**
 * The results of a keyword search: works page by page (もっと見る), then, unless `worksOnly`,
 * the authors and tags that match. Loaded only on a page with a query.
 */
function SearchResults({ q, worksOnly }: { q: string; worksOnly: boolean }) {
  const client = useApiClient();
  const results = useInfiniteQuery(searchResultsQuery(client, q));
  const first = results.data?.pages[0];
  const works = results.data?.pages.flatMap((page) => page.works.items) ?? [];

  return (
    <div aria-live="polite" aria-busy={results.isFetching}>
      {results.isError ? <p role="alert">検索できませんでした。もう一度お試しください。</p> : null}
      <WorkGrid
        works={works}
        loading={results.isPending}
        heading={first ? `「${q}」の作品 ${formatCount(first.works.total)}件` : `「${q}」の作品`}
        headingLevel={2}
        emptyLabel="該当する作品はありません"
      />
      {results.hasNextPage ? (
        <div className="cw-more">
          <Button
            variant="secondary"
            disabled={results.isFetchingNextPage}
            onClick={() => void results.fetchNextPage()}
          >
            もっと見る
          </Button>
        </div>
      ) : null}
      {!worksOnly && first && first.authors.length > 0 ? (
        <ChipLinks
          id="search-authors"
          heading="作者"
          links={first.authors.map(({ id, name }) => ({
            key: id,
            href: authorPath(id),
            text: name,
          }))}
        />
      ) : null}
      {!worksOnly && first && first.tags.length > 0 ? (
        <ChipLinks
          id="search-tags"
          heading="タグ"
          links={first.tags.map(({ id, name }) => ({
            key: id,
            href: tagPath(id),
            text: `#${name}`,
          }))}
        />
      ) : null}
    </div>
  );
}

export default withQueryClient(SearchResults);
