import { authorPath, workPath } from '@cw/paths';
import type { Metadata } from 'next';
import { coverImage, pageMetadata } from '@/server/pageMetadata';
import { WorkDetail } from './_components/WorkDetail';
import { loadWorkDetail } from './data';

type Props = { params: Promise<{ workCode: string }> };

/** The metadata of every page of a work (its episodes and related pages name the work page). */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { work } = await loadWorkDetail((await params).workCode);
  return pageMetadata({
    type: 'book',
    path: workPath(work.code),
    title: work.title,
    description: work.summary.slice(0, 120),
    image: coverImage(work),
    authorPaths: work.authors.map((author) => authorPath(author.id)),
    tags: [work.genre.name, ...work.tags.map((tag) => tag.name)],
  });
}

export default async function WorkPage({ params }: Props) {
  const detail = await loadWorkDetail((await params).workCode);
  return <WorkDetail detail={detail} renderedAt={new Date().toISOString()} />;
}
