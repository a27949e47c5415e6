import { KANA_ROWS } from '@cw/catalog';
import { KanaGroupedList } from '@cw/catalog/components';
import type { WorkSummary } from '@cw/contract/schemas';
import { workPath } from '@cw/paths';
import { Heading, linkClassName } from '@cw/ui';
import { notFound } from 'next/navigation';
import { pageMetadata } from '@/server/pageMetadata';
import { serverApi } from '@/server/serverApi';

// A catalog page (cached as the `(catalog)` layout says); the optional segment keeps it out of
// the build (apps/web/README.md, "Catalog pages").
export const generateStaticParams = () => [];
export const generateMetadata = () =>
  pageMetadata({ path: '/list/index', title: '作品一覧（五十音順）' });

/** The most titles one row lists; the API's largest page. */
const PER_ROW = 100;

type Props = { params: Promise<{ rest?: string[] }> };

/** Every work's title by the kana row of its reading (あ to わ, then その他), as links. */
export default async function KanaIndexPage({ params }: Props) {
  if ((await params).rest) notFound();
  const api = serverApi();
  const rows = await Promise.all(
    KANA_ROWS.map(async (initial) => ({
      initial,
      items: (await api.searchInitial({ initial, page: 1, perPage: PER_ROW })).items,
    })),
  );
  return (
    <main className="cw-page">
      <Heading level={1}>作品一覧（五十音順）</Heading>
      <KanaGroupedList<WorkSummary>
        groups={rows.filter((row) => row.items.length > 0)}
        getKey={(work) => work.id}
        renderItem={(work) => (
          <a className={linkClassName()} href={workPath(work.code)}>
            {work.title}
          </a>
        )}
        headingLevel={2}
        showIndex
        emptyLabel="作品はありません"
      />
    </main>
  );
}
