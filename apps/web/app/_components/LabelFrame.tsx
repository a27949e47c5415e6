import { LabelHeader } from '@cw/catalog/components';
import type { Label } from '@cw/contract/schemas';
import { type LabelPage, labelPath } from '@cw/paths';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { loadLabel } from '@/server/catalog';
import { pageMetadata } from '@/server/pageMetadata';
import { serverApi } from '@/server/serverApi';
import { FollowToggleView } from './followView';
import { LabelFollowButton } from './LabelFollowButton';

/** A label's own pages, in the order of its navigation: its top page, then those below it. */
const LABEL_PAGES = [
  { page: 'top', title: 'トップ' },
  { page: 'contents', title: '作品一覧' },
  { page: 'serialization', title: '連載中' },
  { page: 'one-shot', title: '読み切り' },
  { page: 'new-serials', title: '新連載' },
  { page: 'ranking', title: 'ランキング' },
  { page: 'release', title: '新刊' },
  { page: 'news', title: 'お知らせ' },
] as const satisfies readonly { page: LabelPage | 'top'; title: string }[];

/** One of a label's own pages: `top` (`/label/{labelCode}`) or one below it. */
export type LabelFramePage = (typeof LABEL_PAGES)[number]['page'];

const pagePath = (labelCode: string, page: LabelFramePage) =>
  page === 'top' ? labelPath(labelCode) : labelPath(labelCode, page);

/** What a label's page is called in its navigation (`作品一覧`, `連載中`, …). */
export function labelPageName(page: LabelFramePage): string {
  return LABEL_PAGES.find((candidate) => candidate.page === page)?.title ?? '';
}

/** The props Next.js gives every page of a label. */
export type LabelPageProps = { params: Promise<{ labelCode: string }> };

/**
 * `generateMetadata` of a label's own page: the label's name, after the page's below the top,
 * and the canonical path; 404 for an unknown label.
 */
export function labelPageMetadata(page: LabelFramePage) {
  return async ({ params }: LabelPageProps): Promise<Metadata> => {
    const label = await loadLabel((await params).labelCode);
    return pageMetadata({
      path: pagePath(label.code, page),
      title: page === 'top' ? label.name : `${labelPageName(page)} | ${label.name}`,
    });
  };
}

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
  /** The page shown; none for pages below one (a topic, the magazine page). */
  current?: LabelFramePage;
  children: ReactNode;
}) {
  const followers = await serverApi().getLabelFollowers({ labelCode: label.code });
  return (
    <main className="cw-page">
      <LabelHeader
        label={label}
        followerCount={followers.followerCount}
        headingLevel={1}
        followButton={
          <LabelFollowButton label={label}>
            <div className="cw-follow">
              <FollowToggleView locale="ja" state="unknown" subject={label.name} />
            </div>
          </LabelFollowButton>
        }
      />
      <nav aria-label={`${label.name}のページ`} className="cw-subnav">
        <ul>
          {LABEL_PAGES.map(({ page, title }) => (
            <li key={page}>
              <a
                href={pagePath(label.code, page)}
                aria-current={page === current ? 'page' : undefined}
              >
                {title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </main>
  );
}
