import type { ReactNode } from 'react';
import { SiteFrame } from '@/app/_components/SiteFrame';

/** Every page of the Japanese site (all but the language groups) in the site's frame. */
export default function SiteLayout({ children }: { children: ReactNode }) {
  return <SiteFrame>{children}</SiteFrame>;
}
