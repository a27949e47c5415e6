import { LabelHeader, LabelList, WorkGrid } from '@cw/catalog/components';
import { Heading } from '@cw/ui';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { MoreWorks } from '@/app/_components/MoreWorks';
import { serverApi } from '@/server/serverApi';

// Rendered on the first request and then served from the cache for five minutes (the
// optional segment keeps `/label` out of the build, which has no backend to read).
export const revalidate = 300;
export const dynamic = 'force-static';
export const fetchCache = 'force-cache';
export const generateStaticParams = () => [];

const PER_PAGE = 48;

type Props = { params: Promise<{ labelCode?: string[] }> };

const loadLabels = cache(async () => (await serverApi().getLabels()).items);

/** The label code of `/label/{labelCode}`, null for `/label`; anything deeper is not a page. */
async function labelCodeOf(params: Props['params']): Promise<string | null> {
  const { labelCode } = await params;
  if (labelCode === undefined) return null;
  if (labelCode.length !== 1 || labelCode[0] === undefined) notFound();
  return labelCode[0];
}

async function loadLabel(labelCode: string) {
  return (await loadLabels()).find((label) => label.code === labelCode) ?? notFound();
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const code = await labelCodeOf(params);
  if (code === null) return { title: 'レーベル一覧' };
  const label = await loadLabel(code);
  return { title: label.name, alternates: { canonical: `/label/${label.code}` } };
}

/** `/label`: every label; `/label/{labelCode}`: the label on its colour and its works. */
export default async function LabelRoute({ params }: Props) {
  const code = await labelCodeOf(params);
  if (code === null) {
    return (
      <main className="cw-page">
        <Heading level={1}>レーベル一覧</Heading>
        <LabelList labels={await loadLabels()} showDescription linkComponent={Link} />
      </main>
    );
  }
  const label = await loadLabel(code);
  const api = serverApi();
  const [followers, works] = await Promise.all([
    api.getLabelFollowers({ labelCode: label.code }),
    api.getLabelSeries({ labelCode: label.code, page: 1, perPage: PER_PAGE }),
  ]);
  return (
    <main className="cw-page">
      <LabelHeader label={label} followerCount={followers.followerCount} headingLevel={1} />
      <WorkGrid
        works={works.items}
        heading="作品一覧"
        headingLevel={2}
        linkComponent={Link}
        priorityCount={6}
      />
      <MoreWorks endpoint="getLabelSeries" input={{ labelCode: label.code }} first={works} />
    </main>
  );
}
