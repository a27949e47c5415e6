import type { Label } from '@cw/api-client/schemas';
import { labelPath } from '@cw/catalog';
import { LabelHeader } from '@cw/catalog/components';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { LabelFollowButton } from '@/app/_components/LabelFollowButton';
import { serverApi } from '@/server/serverApi';

/** A label's own pages, in the order of its navigation. */
export const LABEL_PAGES = [
  { segment: '', title: 'トップ' },
  { segment: 'contents', title: '作品一覧' },
  { segment: 'serialization', title: '連載中' },
  { segment: 'one-shot', title: '読み切り' },
  { segment: 'new-serials', title: '新連載' },
  { segment: 'ranking', title: 'ランキング' },
  { segment: 'release', title: '新刊' },
  { segment: 'news', title: 'お知らせ' },
] as const;
export type LabelPageSegment = (typeof LABEL_PAGES)[number]['segment'];

/**
 * Every page of a label: the label on its colour with the follow button, and the label's
 * navigation with the current page marked. The follow state is fetched in the browser, so
 * the HTML is the same for every reader.
 */
export async function LabelFrame({
  label,
  current,
  children,
}: {
  label: Label;
  /** The page shown; none for pages below one (a topic). */
  current?: LabelPageSegment;
  children: ReactNode;
}) {
  const followers = await serverApi().getLabelFollowers({ labelCode: label.code });
  const base = labelPath(label.code);
  return (
    <main className="cw-page">
      <LabelHeader
        label={label}
        followerCount={followers.followerCount}
        headingLevel={1}
        followButton={<LabelFollowButton labelId={label.id} labelName={label.name} />}
      />
      <nav aria-label={`${label.name}のページ`} className="cw-subnav">
        <ul>
          {LABEL_PAGES.map(({ segment, title }) => (
            <li key={segment}>
              <Link
                href={segment ? `${base}/${segment}` : base}
                aria-current={segment === current ? 'page' : undefined}
              >
                {title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </main>
  );
}
