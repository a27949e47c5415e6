'use client';

import { SEARCH_PATH } from '@cw/paths';
import { SiteHeader } from '@cw/ui';
import { usePathname } from 'next/navigation';
import { AccountMenu } from './AccountMenu';
import { SITE_SECTIONS } from './siteSections';

/** The site header with the current section marked (the path is the browser's, after load). */
export function SiteFrameHeader({ siteName }: { siteName: string }) {
  return (
    <SiteHeader
      siteName={siteName}
      navItems={SITE_SECTIONS}
      currentPath={usePathname()}
      searchHref={SEARCH_PATH}
      account={<AccountMenu />}
    />
  );
}
