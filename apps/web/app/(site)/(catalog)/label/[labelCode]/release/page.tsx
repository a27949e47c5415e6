import { VolumeGrid } from '@cw/catalog/components';
import { LabelFrame, type LabelPageProps, labelPageMetadata } from '@/app/_components/LabelFrame';
import { loadLabel } from '@/server/catalog';
import { serverApi } from '@/server/serverApi';

const PER_PAGE = 48;

export const generateMetadata = labelPageMetadata('release');

/** `/label/{labelCode}/release`: the label's released volumes, newest first. */
export default async function LabelReleasePage({ params }: LabelPageProps) {
  const label = await loadLabel((await params).labelCode);
  const comics = await serverApi().getLabelNewComics({
    labelCode: label.code,
    page: 1,
    perPage: PER_PAGE,
  });
  return (
    <LabelFrame label={label} current="release">
      <VolumeGrid
        now={new Date()}
        items={comics.items}
        heading="新刊"
        headingLevel={2}
        priorityCount={6}
      />
    </LabelFrame>
  );
}
