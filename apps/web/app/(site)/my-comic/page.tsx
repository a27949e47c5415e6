import { MY_COMIC_PATH } from '@cw/paths';
import type { Metadata } from 'next';
import { ReaderSections } from '../(catalog)/home/_components/ReaderSections';
import { AccountSummary } from './_components/AccountSummary';
import { MyComicFrame } from './_components/MyComicFrame';

export const metadata: Metadata = { title: 'マイコミック', robots: { index: false } };

export default function MyComicPage() {
  return (
    <MyComicFrame current={MY_COMIC_PATH}>
      <AccountSummary />
      <ReaderSections />
    </MyComicFrame>
  );
}
