import { Heading } from '@cw/ui';
import type { ReactNode } from 'react';
import { FollowUpdatesBadge } from './FollowUpdatesBadge';

const MY_COMIC_PAGES = [
  { href: '/my-comic', title: 'トップ' },
  { href: '/my-comic/follow/contents', title: 'フォロー中の作品' },
  { href: '/my-comic/follow/labels', title: 'フォロー中のレーベル' },
  { href: '/my-comic/history', title: '閲覧履歴' },
  { href: '/my-comic/offline', title: '保存済み' },
] as const;

/**
 * The frame of every "my comic" page: heading and navigation, static HTML; the reader's lists
 * inside load in the browser (a guest is sent to sign-in).
 */
export function MyComicFrame({
  current,
  children,
}: {
  current: (typeof MY_COMIC_PAGES)[number]['href'];
  children: ReactNode;
}) {
  return (
    <main className="cw-page">
      <Heading level={1}>マイコミック</Heading>
      <nav aria-label="マイコミック" className="cw-subnav">
        <ul>
          {MY_COMIC_PAGES.map(({ href, title }) => (
            <li key={href}>
              <a href={href} aria-current={href === current ? 'page' : undefined}>
                {title}
                {href === '/my-comic/follow/contents' ? <FollowUpdatesBadge /> : null}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </main>
  );
}
