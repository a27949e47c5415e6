import { notFound } from 'next/navigation';
import { WorkDetail } from '../../_components/WorkDetail';
import { loadWorkDetail } from '../../data';

export { generateMetadata } from '../../page';

type Props = { params: Promise<{ workCode: string; episodeCode: string }> };

/** The work page with one of its episodes highlighted as the current one. */
export default async function WorkEpisodePage({ params }: Props) {
  const { workCode, episodeCode } = await params;
  const detail = await loadWorkDetail(workCode);
  const known =
    detail.episodes.some((e) => e.code === episodeCode) ||
    detail.volumes.some((v) => v.episodes.some((e) => e.code === episodeCode));
  if (!known) notFound();
  return (
    <WorkDetail
      detail={detail}
      renderedAt={new Date().toISOString()}
      currentEpisode={episodeCode}
    />
  );
}
