import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { GroupLayout } from '@/app/_components/group/GroupLayout';
import { rootMetadata } from '@/app/_components/RootDocument';

export const generateMetadata = (): Metadata => rootMetadata('en_US');

/** The `/en` language group: its messages and frame around its pages. */
export default function Layout({ children }: { children: ReactNode }) {
  return <GroupLayout group="en">{children}</GroupLayout>;
}
