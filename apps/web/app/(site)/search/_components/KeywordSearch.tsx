'use client';

import {
  normalizeSearchInput,
  SEARCH_QUERY_PARAM,
  searchHref,
  searchSuggestionHref,
  shouldSuggest,
} from '@cw/catalog';
import { SearchBox } from '@cw/catalog/components';
import { useRouter, useSearchParams } from 'next/navigation';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useApiClient } from '@/app/_components/ApiClientContext';
import { loadQueryRuntime, useLazyQuery } from '@/app/_components/lazyQuery';
import { searchResultsQuery } from './searchPage';

// The results' code (the grid, the paged query) stays out of the page's first load: a page
// without a query never needs it, and on one with a query it loads while the results are fetched.
const SearchResults = lazy(() => import('./SearchResults'));

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
  const [suggestions, suggestionsSource] = useLazyQuery(
    ({ queries, keepPreviousData }) => ({
      ...queries.apiQuery(client, 'getSearchSuggestions', { q: typed }),
      placeholderData: keepPreviousData,
    }),
    shouldSuggest(typed),
  );

  // The results are asked for while their code loads.
  useEffect(() => {
    if (!q) return;
    void loadQueryRuntime().then(({ appQueryClient }) =>
      appQueryClient().prefetchInfiniteQuery(searchResultsQuery(client, q)),
    );
  }, [client, q]);

  return (
    <>
      {suggestionsSource}
      <SearchBox
        key={q}
        defaultValue={q}
        action={action}
        suggestions={shouldSuggest(typed) ? (suggestions.data?.items ?? []) : []}
        onQueryChange={setTyped}
        onSelect={(suggestion) => router.push(searchSuggestionHref(suggestion))}
        onSubmit={(query) => router.push(searchHref(query, action))}
      />
      {q ? (
        <Suspense fallback={<div aria-busy="true" />}>
          <SearchResults q={q} worksOnly={worksOnly} />
        </Suspense>
      ) : null}
    </>
  );
}
