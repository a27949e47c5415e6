import type { Metadata } from 'next';
import { GenrePage, genreMetadata } from '@/app/_components/GenrePage';

// A catalog page (cached as the `(catalog)` layout says), none rendered at build time
// (apps/web/README.md, "Catalog pages").
export const generateStaticParams = () => [];

type Props = { params: Promise<{ genreId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return genreMetadata((await params).genreId);
}

export default async function ContentsGenrePage({ params }: Props) {
  return <GenrePage segment={(await params).genreId} />;
}
