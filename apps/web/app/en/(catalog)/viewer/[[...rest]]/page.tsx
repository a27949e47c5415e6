import {
  GroupViewerPage,
  type GroupViewerParams,
  groupViewerMetadata,
} from '@/app/_components/viewer/groupViewerPage';

// A catalog page (cached as the `(catalog)` layout says), none rendered at build time
// (apps/web/README.md, "Catalog pages").
export const generateStaticParams = () => [];

type Props = { params: GroupViewerParams };

export const generateMetadata = ({ params }: Props) => groupViewerMetadata('en', params);

/** `/en/viewer` and `/en/viewer/{episodeCode}`. */
export default function Page({ params }: Props) {
  return <GroupViewerPage group="en" params={params} />;
}
