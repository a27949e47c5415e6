import { notFound } from 'next/navigation';
import { GroupFaq } from '@/app/_components/group/GroupFaq';
import { groupTitledMetadata } from '@/app/_components/group/groupMetadata';

// Not rendered at build time: its canonical and alternate URLs are the running site's
// (apps/web/README.md, "Catalog pages"). Cached as the `(catalog)` layout says.
export const generateStaticParams = () => [];
export const generateMetadata = () => groupTitledMetadata('tw', 'info/faq', 'faq');

/** `/tw/info/faq`. */
export default async function Page({ params }: { params: Promise<{ rest?: string[] }> }) {
  if ((await params).rest) notFound();
  return <GroupFaq group="tw" />;
}
