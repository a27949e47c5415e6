'use client';

import { apiInfiniteQuery, apiQuery } from '@cw/api-client/queries';
import {
  normalizeSearchInput,
  SEARCH_QUERY_PARAM,
  searchHref,
  searchSuggestionHref,
  shouldSuggest,
} from '@cw/catalog';
import { SearchBox, WorkGrid } from '@cw/catalog/components';
import { authorPath, tagPath } from '@cw/paths';
import { Button, formatCount, Heading, linkClassName } from '@cw/ui';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useRouter, useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { useApiClient } from '@/app/_components/ApiClientContext';

const PER_PAGE = 24;

/**
 * Keyword search: the box offers works, authors and tags as the reader types (debounced by
 * the box), and the results of `?q=` are fetched in the browser, so the page itself is the
 * same static HTML for every query, on the page `action`. `worksOnly` leaves matching authors
 * and tags out (`/search/content`).
 */
export function KeywordSearch({
  action,
  worksOnly = false,
}: {
  action: string;
  worksOnly?: boolean;
}) {
  const client = useApiClient();
  const router = useRouter();
  const q = normalizeSearchInput(useSearchParams().get(SEARCH_QUERY_PARAM) ?? '');
  const [typed, setTyped] = useState('');
  const suggestions = useQuery({
    ...apiQuery(client, 'getSearchSuggestions', { q: typed }),
    enabled: shouldSuggest(typed),
    placeholderData: keepPreviousData,
  });

  return (
    <>
      <SearchBox
        key={q}
        defaultValue={q}
        action={action}
        suggestions={shouldSuggest(typed) ? (suggestions.data?.items ?? []) : []}
        onQueryChange={setTyped}
        onSelect={(suggestion) => router.push(searchSuggestionHref(suggestion))}
        onSubmit={(query) => router.push(searchHref(query, action))}
      />
      {q ? <Results q={q} worksOnly={worksOnly} /> : null}
    </>
  );
}

function Results({ q, worksOnly }: { q: string; worksOnly: boolean }) {
  const client = useApiClient();
  const results = useInfiniteQuery(
    apiInfiniteQuery(client, 'searchKeywords', { q, perPage: PER_PAGE }),
  );
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
        <section aria-labelledby="search-authors">
          <Heading level={2} id="search-authors">
            作者
          </Heading>
          <ul className="cw-chips">
            {first.authors.map((author) => (
              <li key={author.id}>
                <a className={linkClassName()} href={authorPath(author.id)}>
                  {author.name}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {!worksOnly && first && first.tags.length > 0 ? (
        <section aria-labelledby="search-tags">
          <Heading level={2} id="search-tags">
            タグ
          </Heading>
          <ul className="cw-chips">
            {first.tags.map((tag) => (
              <li key={tag.id}>
                <a className={linkClassName()} href={tagPath(tag.id)}>
                  #{tag.name}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
