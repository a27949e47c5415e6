import { MY_COMIC_HISTORY_PATH } from '@cw/paths';
import type { Metadata } from 'next';
import { MyComicFrame } from '../_components/MyComicFrame';
import { ReadHistory } from '../_components/ReadHistory';

export const metadata: Metadata = { title: '閲覧履歴', robots: { index: false } };

export default function HistoryPage() {
  return (
    <MyComicFrame current={MY_COMIC_HISTORY_PATH}>
      <ReadHistory />
    </MyComicFrame>
  );
}
