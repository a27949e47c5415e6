import type { Metadata } from 'next';
import { GenrePage, genreMetadata } from '@/app/_components/GenrePage';

// A catalog page: rendered on first request, then cached (apps/web/README.md, "Catalog pages").
export const revalidate = 300;
export const dynamic = 'force-static';
export const generateStaticParams = () => [];

type Props = { params: Promise<{ genreId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return genreMetadata((await params).genreId);
}

export default async function ContentsGenrePage({ params }: Props) {
  return <GenrePage segment={(await params).genreId} />;
}
