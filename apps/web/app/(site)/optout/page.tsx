import { CONSENT_CATEGORIES, CONSENT_CATEGORY_TEXT } from '@cw/analytics';
import { Heading } from '@cw/ui';
import type { Metadata } from 'next';
import { ConsentSettings } from './_components/ConsentSettings';

const CATEGORIES = CONSENT_CATEGORIES.map((category) => ({
  category,
  ...CONSENT_CATEGORY_TEXT[category],
}));

export const metadata: Metadata = { title: '計測の停止（オプトアウト）' };

/** `/optout`: what the service measures, and the reader's choice on this browser and the settings to change it. */
export default function OptOutPage() {
  return (
    <main className="cw-document">
      <Heading level={1}>計測の停止（オプトアウト）</Heading>
      <p>
        CWコミックでは、サービスの改善と、興味に合った作品のご案内のために、閲覧状況を計測しています。
        必須のもの以外は、同意したものだけを計測します。「Cookie設定を変更する」から、カテゴリごとにいつでも止められます（ページ下部の「Cookie設定」からも開けます）。設定はこのブラウザに保存され、ほかの端末には引き継がれません。同意を取り消すと、1秒後にページを読み込み直します。
      </p>
      <ConsentSettings categories={CATEGORIES} />
    </main>
  );
}
