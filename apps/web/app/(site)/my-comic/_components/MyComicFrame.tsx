import {
  MY_COMIC_FOLLOWED_LABELS_PATH,
  MY_COMIC_FOLLOWED_WORKS_PATH,
  MY_COMIC_HISTORY_PATH,
  MY_COMIC_OFFLINE_PATH,
  MY_COMIC_PATH,
} from '@cw/paths';
import { Heading } from '@cw/ui';
import type { ReactNode } from 'react';
import { FollowUpdatesBadge } from './FollowUpdatesBadge';

const MY_COMIC_PAGES = [
  { href: MY_COMIC_PATH, title: 'トップ' },
  { href: MY_COMIC_FOLLOWED_WORKS_PATH, title: 'フォロー中の作品' },
  { href: MY_COMIC_FOLLOWED_LABELS_PATH, title: 'フォロー中のレーベル' },
  { href: MY_COMIC_HISTORY_PATH, title: '閲覧履歴' },
  { href: MY_COMIC_OFFLINE_PATH, title: '保存済み' },
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
                {href === MY_COMIC_FOLLOWED_WORKS_PATH ? <FollowUpdatesBadge /> : null}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </main>
  );
}
