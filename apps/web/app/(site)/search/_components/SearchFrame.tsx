import { SearchBox } from '@cw/catalog/components';
import { AUTHOR_INDEX_PATH, GENRE_INDEX_PATH } from '@cw/paths';
import { Heading } from '@cw/ui';
import { Suspense } from 'react';
import { KeywordSearch } from './KeywordSearch';

/** Ways to browse besides keywords. */
const BROWSE_LINKS = [
  { href: GENRE_INDEX_PATH, label: 'ジャンル・タグから探す' },
  { href: AUTHOR_INDEX_PATH, label: '作者名から探す' },
  { href: '/list/index', label: '作品名（五十音順）から探す' },
  { href: '/ranking', label: 'ランキングから探す' },
] as const;

/**
 * A keyword search page: the box with suggestions, the results of `?q=` (read in the browser,
 * so the HTML is static and shared) and the other ways to browse. The HTML carries the plain
 * box (it searches without JavaScript), which the browser then takes over: nothing shifts.
 */
export function SearchFrame({
  title,
  action,
  worksOnly,
}: {
  title: string;
  /** This page's path, where the box searches. */
  action: string;
  worksOnly?: boolean;
}) {
  return (
    <main className="cw-page">
      <Heading level={1}>{title}</Heading>
      <Suspense fallback={<SearchBox action={action} />}>
        <KeywordSearch action={action} worksOnly={worksOnly} />
      </Suspense>
      <nav aria-labelledby="search-browse">
        <Heading level={2} id="search-browse">
          ほかの探し方
        </Heading>
        <ul className="cw-chips">
          {BROWSE_LINKS.map(({ href, label }) => (
            <li key={href}>
              <a href={href}>{label}</a>
            </li>
          ))}
        </ul>
      </nav>
    </main>
  );
}
