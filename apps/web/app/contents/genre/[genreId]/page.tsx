import type { Metadata } from 'next';
import { GenrePage, genreMetadata } from '@/app/_catalog/GenrePage';

// Rendered on the first request and then served from the cache for five minutes.
export const revalidate = 300;
export const dynamic = 'force-static';
export const fetchCache = 'force-cache';
export const generateStaticParams = () => [];

type Props = { params: Promise<{ genreId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { genreId } = await params;
  return genreMetadata(genreId, `/contents/genre/${genreId}`);
}

export default async function ContentsGenrePage({ params }: Props) {
  return <GenrePage segment={(await params).genreId} />;
}
