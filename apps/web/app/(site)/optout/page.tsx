import { Heading } from '@cw/ui';
import type { Metadata } from 'next';
import { ConsentSettings } from './_components/ConsentSettings';

export const metadata: Metadata = { title: '計測の停止（オプトアウト）' };

/** `/optout`: what the service measures, and the reader's switches to refuse it on this device. */
export default function OptOutPage() {
  return (
    <main className="cw-document">
      <Heading level={1}>計測の停止（オプトアウト）</Heading>
      <p>
        CWコミックでは、サービスの改善と、興味に合った作品のご案内のために、閲覧状況を計測しています。
        必須のもの以外は、下のスイッチでこの端末での計測を止められます。設定はこの端末のブラウザに保存され、ほかの端末には引き継がれません。
      </p>
      <ConsentSettings />
    </main>
  );
}
