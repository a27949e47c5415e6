'use client';

import { SiteHeader } from '@cw/ui';
import { usePathname } from 'next/navigation';
import { AccountMenu } from './AccountMenu';

/** The site's main sections, in the header of every page. */
const SECTIONS = [
  { href: '/ranking', label: 'ランキング' },
  { href: '/new', label: '新連載' },
  { href: '/free-campaign', label: '無料' },
  { href: '/release', label: '新刊' },
  { href: '/label', label: 'レーベル' },
  { href: '/topics', label: 'トピックス' },
] as const;

/** The site header with the current section marked (the path is the browser's, after load). */
export function SiteFrameHeader({ siteName }: { siteName: string }) {
  return (
    <SiteHeader
      siteName={siteName}
      navItems={SECTIONS}
      currentPath={usePathname()}
      searchHref="/search"
      account={<AccountMenu />}
    />
  );
}
