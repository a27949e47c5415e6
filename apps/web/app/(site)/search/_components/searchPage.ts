/** Works per page of keyword search results. */
export const SEARCH_PER_PAGE = 24;
