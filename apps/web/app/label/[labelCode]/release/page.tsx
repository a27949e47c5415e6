import { VolumeGrid } from '@cw/catalog/components';
import type { Metadata } from 'next';
import Link from 'next/link';
import { LabelFrame, labelPageMetadata } from '@/app/_components/LabelFrame';
import { loadLabel } from '@/server/catalog';
import { serverApi } from '@/server/serverApi';

// A catalog page: rendered on first request, then cached (apps/web/README.md, "Catalog pages").
export const revalidate = 300;
export const dynamic = 'force-static';
export const fetchCache = 'force-cache';
export const generateStaticParams = () => [];

const PER_PAGE = 48;

type Props = { params: Promise<{ labelCode: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return labelPageMetadata((await params).labelCode, 'release');
}

/** `/label/{labelCode}/release`: the label's released volumes, newest first. */
export default async function LabelReleasePage({ params }: Props) {
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
        linkComponent={Link}
        priorityCount={6}
      />
    </LabelFrame>
  );
}
