import { WorkDetail } from '../_components/WorkDetail';
import { loadWorkDetail } from '../data';

export { generateMetadata } from '../page';

export default async function WorkEpisodesPage({
  params,
}: {
  params: Promise<{ workCode: string }>;
}) {
  const detail = await loadWorkDetail((await params).workCode);
  return <WorkDetail detail={detail} renderedAt={new Date().toISOString()} />;
}
