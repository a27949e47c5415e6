import { Heading } from '@cw/ui';
import type { Metadata } from 'next';
import { AccountSummary } from './_components/AccountSummary';

export const metadata: Metadata = { title: 'マイコミック', robots: { index: false } };

export default function MyComicPage() {
  return (
    <main>
      <Heading level={1}>マイコミック</Heading>
      <AccountSummary />
    </main>
  );
}
