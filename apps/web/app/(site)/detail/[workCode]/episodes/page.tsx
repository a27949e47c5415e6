import { WorkDetail } from '../_components/WorkDetail';
import { loadWorkDetail } from '../data';

export { generateMetadata } from '../page';

// A catalog page: rendered on first request, then cached (apps/web/README.md, "Catalog pages").
export const revalidate = 300;
export const dynamic = 'force-static';

export default async function WorkEpisodesPage({
  params,
}: {
  params: Promise<{ workCode: string }>;
}) {
  const detail = await loadWorkDetail((await params).workCode);
  return <WorkDetail detail={detail} renderedAt={new Date().toISOString()} />;
}
