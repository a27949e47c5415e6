import type { Metadata } from 'next';
import { FollowedWorks } from '../../_components/FollowedWorks';
import { MyComicFrame } from '../../_components/MyComicFrame';

export const metadata: Metadata = { title: 'フォロー中の作品', robots: { index: false } };

export default function FollowedWorksPage() {
  return (
    <MyComicFrame current="/my-comic/follow/contents">
      <FollowedWorks />
    </MyComicFrame>
  );
}
