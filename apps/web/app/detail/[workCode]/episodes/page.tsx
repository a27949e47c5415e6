import { WorkDetail } from '../_components/WorkDetail';
import { loadWorkDetail } from '../data';

export { generateMetadata } from '../page';

export const revalidate = 300;
// Rendered from public catalog reads only: the HTML is the same for everyone, so it is built
// once per five minutes and served from the cache (never per request or per reader).
export const dynamic = 'force-static';
export const fetchCache = 'force-cache';

export default async function WorkEpisodesPage({
  params,
}: {
  params: Promise<{ workCode: string }>;
}) {
  const detail = await loadWorkDetail((await params).workCode);
  return <WorkDetail detail={detail} renderedAt={new Date().toISOString()} />;
}
