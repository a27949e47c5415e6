import { permanentRedirect } from 'next/navigation';

/** The old work URL: moved for good to /detail/{workCode}. */
export default async function ContentsDetailPage({
  params,
}: {
  params: Promise<{ workCode: string }>;
}) {
  permanentRedirect(`/detail/${encodeURIComponent((await params).workCode)}`);
}
