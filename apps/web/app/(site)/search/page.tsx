import { SEARCH_PATH } from '@cw/paths';
import type { Metadata } from 'next';
import { SearchFrame } from './_components/SearchFrame';

export const metadata: Metadata = { title: '検索' };

/** `/search`: works, authors and tags by keyword (`?q=`). */
export default function SearchPage() {
  return <SearchFrame title="検索" action={SEARCH_PATH} />;
}
