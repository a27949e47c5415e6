import type { Metadata } from 'next';
import { FollowedLabels } from '../../_components/FollowedLabels';
import { MyComicFrame } from '../../_components/MyComicFrame';

export const metadata: Metadata = { title: 'フォロー中のレーベル', robots: { index: false } };

export default function FollowedLabelsPage() {
  return (
    <MyComicFrame current="/my-comic/follow/labels">
      <FollowedLabels />
    </MyComicFrame>
  );
}
