import { WorkGrid } from '@cw/catalog/components';
import { FREE_CAMPAIGN_FILTERS, type FreeCampaignFilter } from '@cw/contract/schemas';
import { freeCampaignPath } from '@cw/paths';
import { Heading } from '@cw/ui';
import { notFound } from 'next/navigation';
import { MoreWorks } from '@/app/_components/MoreWorks';
import { pageMetadata } from '@/server/pageMetadata';
import { serverApi } from '@/server/serverApi';

// A catalog page (cached as the `(catalog)` layout says); the optional segment keeps it out of
// the build (apps/web/README.md, "Catalog pages").
export const generateStaticParams = () => [];

const PER_PAGE = 48;

/** Each filter's tab name; `all` is the page itself (`/free-campaign`). */
const FILTER_LABELS = {
  all: 'すべて',
  serial: '連載',
  comics: 'コミックス',
} as const satisfies Record<FreeCampaignFilter, string>;

type Props = { params: Promise<{ filterType?: string[] }> };

/** The filter of `/free-campaign` (`all`) or `/free-campaign/{filterType}`; 404 for others. */
async function filterOf(params: Props['params']): Promise<FreeCampaignFilter> {
  const { filterType } = await params;
  // `all` has no path of its own: it is `/free-campaign`.
  if (filterType !== undefined && (filterType.length !== 1 || filterType[0] === 'all')) notFound();
  return filterType === undefined
    ? 'all'
    : (FREE_CAMPAIGN_FILTERS.find((candidate) => candidate === filterType[0]) ?? notFound());
}

export async function generateMetadata({ params }: Props) {
  return pageMetadata({
    path: freeCampaignPath(await filterOf(params)),
    title: '無料キャンペーン',
  });
}

/** Works with a free campaign running, ending soonest first: all, free episodes or free volumes. */
export default async function FreeCampaignPage({ params }: Props) {
  const filter = await filterOf(params);
  const first = await serverApi().getFreeCampaign({
    filterType: filter,
    page: 1,
    perPage: PER_PAGE,
  });
  return (
    <main className="cw-page">
      <Heading level={1}>無料キャンペーン</Heading>
      <nav aria-label="キャンペーンの種類" className="cw-subnav">
        <ul>
          {FREE_CAMPAIGN_FILTERS.map((candidate) => (
            <li key={candidate}>
              <a
                href={freeCampaignPath(candidate)}
                aria-current={candidate === filter ? 'page' : undefined}
              >
                {FILTER_LABELS[candidate]}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <WorkGrid
        works={first.items}
        priorityCount={6}
        emptyLabel="開催中のキャンペーンはありません"
      />
      <MoreWorks endpoint="getFreeCampaign" input={{ filterType: filter }} first={first} />
    </main>
  );
}
