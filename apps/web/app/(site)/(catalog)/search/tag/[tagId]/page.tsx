import { tagPath } from '@cw/paths';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { WorkListPage } from '@/app/_components/WorkListPage';
import { idSegment, loadCategories } from '@/server/catalog';
import { pageMetadata } from '@/server/pageMetadata';

// A catalog page (cached as the `(catalog)` layout says), none rendered at build time
// (apps/web/README.md, "Catalog pages").
export const generateStaticParams = () => [];

type Props = { params: Promise<{ tagId: string }> };

async function loadTag(params: Props['params']) {
  const id = idSegment((await params).tagId);
  return (await loadCategories()).tags.find((tag) => tag.id === id) ?? notFound();
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const tag = await loadTag(params);
  return pageMetadata({ path: tagPath(tag.id), title: `#${tag.name}の作品` });
}

/** `/search/tag/{tagId}`: the works with one tag. */
export default async function TagPage({ params }: Props) {
  const tag = await loadTag(params);
  return <WorkListPage title={`#${tag.name}の作品`} query={{ tag: tag.id }} />;
}
