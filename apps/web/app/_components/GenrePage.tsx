import { genreWorksPath } from '@cw/paths';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { idSegment, loadCategories } from '@/server/catalog';
import { pageMetadata } from '@/server/pageMetadata';
import { WorkListPage } from './WorkListPage';

/** The genre of a path segment; 404 when there is none. */
async function loadGenre(segment: string) {
  const id = idSegment(segment);
  return (await loadCategories()).genres.find((genre) => genre.id === id) ?? notFound();
}

/** Metadata of both genre pages, whose canonical address is `/contents/genre/{genreId}`. */
export async function genreMetadata(segment: string): Promise<Metadata> {
  const genre = await loadGenre(segment);
  return pageMetadata({ path: genreWorksPath(genre.id), title: `${genre.name}の作品` });
}

/** The works of one genre (`/contents/genre/{genreId}`, `/search/genre/{genreId}`). */
export async function GenrePage({ segment }: { segment: string }) {
  const genre = await loadGenre(segment);
  return <WorkListPage title={`${genre.name}の作品`} query={{ genre: genre.id }} />;
}
