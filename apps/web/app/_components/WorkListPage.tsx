import { WorkGrid } from '@cw/catalog/components';
import type { WorksQuery } from '@cw/contract/schemas';
import { Heading } from '@cw/ui';
import type { ReactNode } from 'react';
import { missingAs404 } from '@/server/catalog';
import { serverApi } from '@/server/serverApi';
import { MoreWorks } from './MoreWorks';

const PER_PAGE = 48;

/**
 * A page of works from `/api/series` (all works, a genre's, a tag's): the first page as shared
 * HTML, the rest loaded as the reader scrolls.
 */
export async function WorkListPage({
  title,
  query,
  lead,
}: {
  title: string;
  query: Omit<WorksQuery, 'page' | 'perPage' | 'sort'> & Partial<Pick<WorksQuery, 'sort'>>;
  lead?: ReactNode;
}) {
  const first = await serverApi()
    .getSeries({ ...query, page: 1, perPage: PER_PAGE })
    .catch(missingAs404);
  return (
    <main className="cw-page">
      <Heading level={1}>{title}</Heading>
      {lead}
      <WorkGrid works={first.items} priorityCount={6} emptyLabel="作品はありません" />
      <MoreWorks endpoint="getSeries" input={query} first={first} />
    </main>
  );
}
