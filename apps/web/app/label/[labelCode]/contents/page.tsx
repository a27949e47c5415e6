import type { Metadata } from 'next';
import { labelPageMetadata } from '@/app/_components/LabelFrame';
import { LabelWorksPage } from '@/app/_components/LabelWorksPage';

// A catalog page: rendered on first request, then cached (apps/web/README.md, "Catalog pages").
export const revalidate = 300;
export const dynamic = 'force-static';
export const fetchCache = 'force-cache';
export const generateStaticParams = () => [];

type Props = { params: Promise<{ labelCode: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return labelPageMetadata((await params).labelCode, 'contents');
}

/** `/label/{labelCode}/contents`: every work of the label, the latest update first. */
export default async function LabelContentsPage({ params }: Props) {
  return <LabelWorksPage labelCode={(await params).labelCode} page="contents" />;
}
