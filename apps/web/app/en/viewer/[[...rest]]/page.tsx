import {
  GroupViewerPage,
  type GroupViewerParams,
  groupViewerMetadata,
} from '@/app/_components/viewer/groupViewerPage';

// A catalog page: rendered on first request, then cached (apps/web/README.md, "Catalog pages").
export const revalidate = 300;
export const dynamic = 'force-static';
export const generateStaticParams = () => [];

type Props = { params: GroupViewerParams };

export const generateMetadata = ({ params }: Props) => groupViewerMetadata('en', params);

/** `/en/viewer` and `/en/viewer/{episodeCode}`. */
export default function Page({ params }: Props) {
  return <GroupViewerPage group="en" params={params} />;
}
