import type { Metadata } from 'next';
import { ErrorScreen } from '@/app/_components/ErrorScreen';
import { SiteFrame } from '@/app/_components/SiteFrame';

export const metadata: Metadata = { title: 'ページが見つかりません', robots: { index: false } };

/**
 * Every 404 of the site, in the Japanese site's frame: unknown paths, and unknown or malformed
 * ids and codes, in the language groups too.
 */
export default function NotFound() {
  return (
    <SiteFrame>
      <ErrorScreen
        heading="ページが見つかりません"
        message="お探しのページは、公開が終了したか、URLが変わった可能性があります。"
      />
    </SiteFrame>
  );
}
