import type { Metadata } from 'next';
import { StaticDocument } from '@/app/_components/StaticDocument';

export const dynamic = 'force-static';
export const metadata: Metadata = { title: 'アプリ利用規約' };

export default function AppTermsPage() {
  return (
    <StaticDocument
      title="CWコミック アプリ利用規約"
      revised="2026-11-01"
      lead="CWコミックのスマートフォンアプリ（以下「本アプリ」）の利用には、CWコミック利用規約に加えて本規約が適用されます。"
      sections={[
        {
          heading: '第1条（提供条件）',
          paragraphs: [
            '本アプリは、各アプリストアが定める条件に従って提供されます。対応する端末とOSのバージョンは、各アプリストアの掲載ページに記載します。',
          ],
        },
        {
          heading: '第2条（データの保存）',
          paragraphs: [
            '本アプリは、読書位置や表示設定を端末に保存します。アプリを削除すると、これらのデータも削除されます。会員のフォローと閲覧履歴はサーバーに保存され、ウェブ版と共有されます。',
          ],
        },
        {
          heading: '第3条（通知）',
          paragraphs: [
            'フォローした作品の更新などを通知でお知らせします。通知は端末の設定からいつでも停止できます。',
          ],
        },
        {
          heading: '第4条（アップデート）',
          paragraphs: [
            '運営者は、機能の改善や不具合の修正のため本アプリを更新します。古いバージョンでは一部の機能が使えなくなることがあります。',
          ],
        },
      ]}
    />
  );
}
