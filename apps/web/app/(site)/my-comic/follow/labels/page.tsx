import { MY_COMIC_FOLLOWED_LABELS_PATH } from '@cw/paths';
import type { Metadata } from 'next';
import { FollowedLines } from '../../_components/FollowedLines';
import { MyComicFrame } from '../../_components/MyComicFrame';

export const metadata: Metadata = { title: 'フォロー中のレーベル', robots: { index: false } };

export default function FollowedLabelsPage() {
  return (
    <MyComicFrame current={MY_COMIC_FOLLOWED_LABELS_PATH}>
      <FollowedLines kind="label" />
    </MyComicFrame>
  );
}
