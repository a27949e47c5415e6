import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { GroupLayout } from '@/app/_components/group/GroupLayout';
import { rootMetadata } from '@/app/_components/RootDocument';

export const generateMetadata = (): Metadata => rootMetadata('ja_JP');

/** The `/jp` language group: its messages and frame around its pages. */
export default function Layout({ children }: { children: ReactNode }) {
  return <GroupLayout group="jp">{children}</GroupLayout>;
}
