import type { Metadata } from 'next';
import { StaticDocument } from '@/app/_components/StaticDocument';

export const dynamic = 'force-static';
export const metadata: Metadata = { title: 'サイトアクセスについて' };

export default function SiteAccessPage() {
  return (
    <StaticDocument
      title="サイトアクセスについて"
      revised="2026-11-01"
      lead="本サービスへのアクセスに際して取得する情報と、その取り扱いについてご案内します。"
      sections={[
        {
          heading: '取得する情報',
          paragraphs: [
            'ページの閲覧状況、利用端末とブラウザの種類、参照元などのアクセス情報を取得します。会員の場合は、フォローと閲覧履歴を会員情報に結びつけて保存します。',
          ],
        },
        {
          heading: 'Cookie等の利用',
          paragraphs: [
            'ログイン状態の維持に必要なCookieを使用します。アクセス解析や広告のためのCookieは、利用者が同意した区分（パフォーマンス、機能性、ターゲティング、ソーシャルメディア、アフィリエイト）に限って使用します。',
            '同意の内容は「オプトアウト」ページからいつでも変更できます。',
          ],
        },
        {
          heading: '推奨環境',
          paragraphs: [
            '最新版のGoogle Chrome、Safari、Microsoft Edge、Firefoxでのご利用を推奨します。JavaScriptとCookieを有効にしてご利用ください。',
          ],
        },
        {
          heading: 'リンクについて',
          paragraphs: [
            '本サービスへのリンクは、原則として自由に設定いただけます。ただし、作品の画像を直接表示するリンクはご遠慮ください。',
          ],
        },
      ]}
    />
  );
}
