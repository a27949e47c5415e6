import { MY_COMIC_FOLLOWED_WORKS_PATH } from '@cw/paths';
import type { Metadata } from 'next';
import { FollowedLines } from '../../_components/FollowedLines';
import { MyComicFrame } from '../../_components/MyComicFrame';

export const metadata: Metadata = { title: 'フォロー中の作品', robots: { index: false } };

export default function FollowedWorksPage() {
  return (
    <MyComicFrame current={MY_COMIC_FOLLOWED_WORKS_PATH}>
      <FollowedLines kind="work" />
    </MyComicFrame>
  );
}
