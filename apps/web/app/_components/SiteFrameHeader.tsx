'use client';

import { SEARCH_PATH } from '@cw/paths';
import { SiteHeader } from '@cw/ui';
import { usePathname } from 'next/navigation';
import { AccountMenu } from './AccountMenu';
import { readingHeader } from './readingHeader';
import { SITE_SECTIONS } from './siteSections';

/**
 * The site header with the current section marked (the path is the browser's, after load). On a
 * viewer page it is the reading header (`data-reading`) from the first byte of HTML.
 */
export function SiteFrameHeader({ siteName }: { siteName: string }) {
  const pathname = usePathname();
  return (
    <SiteHeader
      siteName={siteName}
      navItems={SITE_SECTIONS}
      currentPath={pathname}
      data-reading={readingHeader(pathname)}
      searchHref={SEARCH_PATH}
      account={<AccountMenu />}
    />
  );
}
