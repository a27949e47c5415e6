import type { Metadata } from 'next';
import { FollowedLines } from '../../_components/FollowedLines';
import { MyComicFrame } from '../../_components/MyComicFrame';

export const metadata: Metadata = { title: 'フォロー中のレーベル', robots: { index: false } };

export default function FollowedLabelsPage() {
  return (
    <MyComicFrame current="/my-comic/follow/labels">
      <FollowedLines kind="label" />
    </MyComicFrame>
  );
}
