import { MY_COMIC_OFFLINE_PATH } from '@cw/paths';
import type { Metadata } from 'next';
import { AutoKeepSetting } from '@/app/_components/offline/AutoKeepSetting';
import { SavedLibrary } from '@/app/_components/offline/SavedLibrary';
import { MyComicFrame } from '../_components/MyComicFrame';

export const metadata: Metadata = { title: '保存済み', robots: { index: false } };

/**
 * 保存済み: the episodes saved on this device for offline reading, and (signed in) the
 * setting that keeps the newest episodes of followed works saved. Open to guests too: what is
 * saved is the device's.
 */
export default function SavedEpisodesPage() {
  return (
    <MyComicFrame current={MY_COMIC_OFFLINE_PATH}>
      <SavedLibrary />
      <AutoKeepSetting />
    </MyComicFrame>
  );
}
