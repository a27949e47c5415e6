import type { Metadata } from 'next';
import { ErrorScreen } from './_components/ErrorScreen';

export const metadata: Metadata = { title: 'ページが見つかりません', robots: { index: false } };

/** Every 404 of the site: unknown paths, and unknown or malformed ids and codes. */
export default function NotFound() {
  return (
    <ErrorScreen
      heading="ページが見つかりません"
      message="お探しのページは、公開が終了したか、URLが変わった可能性があります。"
    />
  );
}
