import { WORK_SEARCH_PATH } from '@cw/paths';
import type { Metadata } from 'next';
import { SearchFrame } from '../_components/SearchFrame';

export const metadata: Metadata = { title: '作品名で検索' };

/** `/search/content`: works alone, by title or author keyword (`?q=`). */
export default function ContentSearchPage() {
  return <SearchFrame title="作品名で検索" action={WORK_SEARCH_PATH} worksOnly />;
}
