import { Heading } from '@cw/ui';
import type { Metadata } from 'next';
import { SavedLibrary } from '@/app/_components/offline/SavedLibrary';

export const metadata: Metadata = { title: 'オフライン', robots: { index: false } };

/**
 * The page the service worker shows for any page the device cannot load without a
 * connection (precached with each build): the episodes saved on this device, readable as is.
 */
export default function OfflinePage() {
  return (
    <main className="cw-page">
      <Heading level={1}>オフラインです</Heading>
      <p>
        インターネットに接続されていないため、このページを表示できません。保存したエピソードは接続がなくても読めます。
      </p>
      <SavedLibrary />
    </main>
  );
}
