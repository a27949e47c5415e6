import type { Metadata } from 'next';
import { FollowedLines } from '../../_components/FollowedLines';
import { MyComicFrame } from '../../_components/MyComicFrame';

export const metadata: Metadata = { title: 'フォロー中の作品', robots: { index: false } };

export default function FollowedWorksPage() {
  return (
    <MyComicFrame current="/my-comic/follow/contents">
      <FollowedLines kind="work" />
    </MyComicFrame>
  );
}
