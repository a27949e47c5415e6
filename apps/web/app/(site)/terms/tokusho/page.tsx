import type { Metadata } from 'next';
import { StaticDocument } from '@/app/_components/StaticDocument';

export const dynamic = 'force-static';
export const metadata: Metadata = { title: '特定商取引法に基づく表記' };

export default function CommercialTransactionsActPage() {
  return (
    <StaticDocument
      title="特定商取引法に基づく表記"
      revised="2026-11-01"
      sections={[
        { heading: '事業者', paragraphs: ['CWコミック運営事務局'] },
        {
          heading: '販売価格',
          paragraphs: [
            '本サービス内の作品の閲覧は無料です。単行本等は外部の書店サービスで販売され、価格は各書店の表示に従います。',
          ],
        },
        {
          heading: '代金の支払い・引き渡し',
          paragraphs: [
            '本サービスは代金を受け取りません。外部の書店サービスでの購入については、各書店の表記をご確認ください。',
          ],
        },
        {
          heading: 'お問い合わせ',
          paragraphs: ['お問い合わせは、CWコミック運営事務局のお問い合わせ窓口で受け付けます。'],
        },
      ]}
    />
  );
}
