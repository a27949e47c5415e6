import type { Metadata } from 'next';
import { ErrorScreen } from './ErrorScreen';

/** The Japanese site's not-found page's metadata. */
export const SITE_NOT_FOUND_METADATA: Metadata = {
  title: 'ページが見つかりません',
  robots: { index: false },
};

/** The Japanese site's not-found page body: unknown paths, and unknown or malformed ids. */
export function SiteNotFound() {
  return (
    <ErrorScreen
      heading="ページが見つかりません"
      message="お探しのページは、公開が終了したか、URLが変わった可能性があります。"
    />
  );
}
