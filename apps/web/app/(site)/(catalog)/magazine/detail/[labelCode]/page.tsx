import { TopicList, VolumeGrid } from '@cw/catalog/components';
import { labelPath } from '@cw/paths';
import type { Metadata } from 'next';
import { LabelFrame } from '@/app/_components/LabelFrame';
import { loadLabel } from '@/server/catalog';
import { serverApi } from '@/server/serverApi';

// A catalog page (cached as the `(catalog)` layout says), none rendered at build time
// (apps/web/README.md, "Catalog pages").
export const generateStaticParams = () => [];

type Props = { params: Promise<{ labelCode: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const label = await loadLabel((await params).labelCode);
  return { title: `${label.name}の単行本・フェア` };
}

/**
 * The label as a magazine: its latest volumes and its running fairs and features, beside the
 * label's navigation.
 */
export default async function MagazineDetailPage({ params }: Props) {
  const label = await loadLabel((await params).labelCode);
  const api = serverApi();
  const labelCode = label.code;
  const [comics, fairs, features] = await Promise.all([
    api.getLabelNewComics({ labelCode, page: 1, perPage: 12 }),
    api.getLabelFairs({ labelCode }),
    api.getLabelFeatures({ labelCode }),
  ]);
  return (
    <LabelFrame label={label}>
      <VolumeGrid
        now={new Date()}
        items={comics.items}
        heading="最新刊"
        headingLevel={2}
        moreHref={labelPath(labelCode, 'release')}
        priorityCount={6}
      />
      <TopicList
        topics={[...fairs.topics, ...features.topics]}
        labelCode={labelCode}
        heading="フェア・特集"
        headingLevel={2}
        emptyLabel="開催中のフェア・特集はありません"
      />
    </LabelFrame>
  );
}
