import type { ApiClient } from '@cw/api-client';
import { apiInfiniteQuery } from '@cw/api-client/queries';

/** Works per page of keyword search results. */
const SEARCH_PER_PAGE = 24;

/**
 * The paged keyword search of `q`: one set of options for the box, which prefetches it as the
 * query arrives, and for the results, which read it.
 */
export const searchResultsQuery = (client: ApiClient, q: string) =>
  apiInfiniteQuery(client, 'searchKeywords', { q, perPage: SEARCH_PER_PAGE });
