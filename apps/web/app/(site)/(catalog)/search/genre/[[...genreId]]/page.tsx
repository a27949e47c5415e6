import { GENRE_INDEX_PATH, genrePath, tagPath } from '@cw/paths';
import { Heading } from '@cw/ui';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ChipLinks } from '@/app/_components/ChipLinks';
import { GenrePage, genreMetadata } from '@/app/_components/GenrePage';
import { loadCategories } from '@/server/catalog';
import { pageMetadata } from '@/server/pageMetadata';

// A catalog page (cached as the `(catalog)` layout says); the optional segment keeps it out of
// the build (apps/web/README.md, "Catalog pages").
export const generateStaticParams = () => [];

type Props = { params: Promise<{ genreId?: string[] }> };

async function genreSegmentOf(params: Props['params']): Promise<string | null> {
  const { genreId } = await params;
  if (genreId === undefined) return null;
  if (genreId.length !== 1 || genreId[0] === undefined) notFound();
  return genreId[0];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const segment = await genreSegmentOf(params);
  if (segment === null)
    return pageMetadata({ path: GENRE_INDEX_PATH, title: 'ジャンル・タグから探す' });
  return genreMetadata(segment);
}

/** `/search/genre`: every genre and tag; `/search/genre/{genreId}`: the genre's works. */
export default async function GenreSearchPage({ params }: Props) {
  const segment = await genreSegmentOf(params);
  if (segment !== null) return <GenrePage segment={segment} />;
  const { genres, tags } = await loadCategories();
  return (
    <main className="cw-page">
      <Heading level={1}>ジャンル・タグから探す</Heading>
      <ChipLinks
        id="search-genres"
        heading="ジャンル"
        links={genres.map(({ id, name }) => ({ key: id, href: genrePath(id), text: name }))}
      />
      <ChipLinks
        id="search-tags"
        heading="タグ"
        links={tags.map(({ id, name }) => ({ key: id, href: tagPath(id), text: `#${name}` }))}
      />
    </main>
  );
}
