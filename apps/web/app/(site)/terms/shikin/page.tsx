import type { Metadata } from 'next';
import { StaticDocument } from '@/app/_components/StaticDocument';

export const dynamic = 'force-static';
export const metadata: Metadata = { title: '資金決済法に基づく表示' };

export default function PaymentServicesActPage() {
  return (
    <StaticDocument
      title="資金決済法に基づく表示"
      revised="2026-11-01"
      lead="本サービスは、現在、前払式支払手段（コイン・ポイント等）を発行していません。"
      sections={[
        {
          heading: '前払式支払手段の発行について',
          paragraphs: [
            '本サービス内の作品は無料で閲覧でき、単行本の購入は外部の書店サービスで行われます。本サービスが利用者から代金を受け取ることはありません。',
            '今後、前払式支払手段を発行する場合は、資金決済に関する法律に基づく事項をこのページに表示します。',
          ],
        },
        {
          heading: 'お問い合わせ',
          paragraphs: ['本表示に関するお問い合わせは、CWコミック運営事務局までお寄せください。'],
        },
      ]}
    />
  );
}
