import { workPath } from '@cw/paths';
import { permanentRedirect } from 'next/navigation';

/** The old work URL: moved for good to /detail/{workCode}. */
export default async function ContentsDetailPage({
  params,
}: {
  params: Promise<{ workCode: string }>;
}) {
  permanentRedirect(workPath((await params).workCode));
}
