import type { Metadata } from 'next';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { AccountMenu } from './_components/AccountMenu';
import { Providers } from './_components/Providers';
import '@cw/ui/styles.css';
import '@cw/episode-list/styles.css';
import '@cw/catalog/styles.css';
import './globals.css';

const SITE_NAME = 'CWコミック';

export const metadata: Metadata = {
  title: { default: SITE_NAME, template: `%s | ${SITE_NAME}` },
  description: '無料で読めるWebコミックと単行本の試し読み。',
  openGraph: { siteName: SITE_NAME, locale: 'ja_JP', type: 'website' },
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="ja">
      <body>
        <Providers>
          <header className="cw-header">
            <Link href="/" className="cw-header__logo">
              {SITE_NAME}
            </Link>
            <AccountMenu />
          </header>
          {children}
        </Providers>
      </body>
    </html>
  );
}
