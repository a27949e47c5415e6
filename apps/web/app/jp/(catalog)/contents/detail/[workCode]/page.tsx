import { GroupWorkPage, groupWorkMetadata } from '@/app/_components/group/GroupWorkPage';

// A catalog page (cached as the `(catalog)` layout says), none rendered at build time
// (apps/web/README.md, "Catalog pages").
export const generateStaticParams = () => [];

type Props = { params: Promise<{ workCode: string }> };

export const generateMetadata = async ({ params }: Props) =>
  groupWorkMetadata('jp', (await params).workCode);

/** `/jp/contents/detail/{workCode}`: a work, with the interface in the group's language. */
export default async function Page({ params }: Props) {
  return <GroupWorkPage group="jp" workCode={(await params).workCode} />;
}
