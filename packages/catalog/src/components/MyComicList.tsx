import { MEDIA_WIDTHS } from '@cw/contract/constants';
import { DESKTOP_MEDIA_QUERY, mediaImage, Thumbnail } from '@cw/ui';
import type { ReactNode } from 'react';
import { ListSection } from './ListSection';

const COVER_SIZES = `${DESKTOP_MEDIA_QUERY} 88px, 72px`;

/** The section props every マイコミック list takes. */
export interface MyComicListSectionProps {
  heading?: string;
  headingLevel?: number;
  /** Id of the section; with a heading, the section is named through the heading's id. */
  id?: string;
  /** Show placeholder rows instead of the list. */
  loading?: boolean;
  skeletonCount?: number;
  imageBaseUrl?: string;
  className?: string;
}

interface MyComicListProps {
  heading?: string;
  headingLevel: number;
  id?: string;
  loading: boolean;
  className?: string;
  /** What shows while loading (a `SkeletonList`). */
  skeleton: ReactNode;
  /** What shows instead of the rows when there are none (an `EmptyState`); null when there are. */
  empty: ReactNode;
  /** Above the list, in every state (the history's `すべて削除`). */
  toolbar?: ReactNode;
  /** The rows, `<li>`s. */
  children: ReactNode;
}

/**
 * The frame of the マイコミック lists (internal): the section, then placeholders while loading,
 * the empty state when there is nothing, else the rows in one list.
 */
export function MyComicList({
  skeleton,
  empty,
  toolbar,
  children,
  loading,
  ...section
}: MyComicListProps) {
  return (
    <ListSection {...section} loading={loading}>
      {toolbar}
      {loading ? skeleton : (empty ?? <ul className="cw-cat-my-list">{children}</ul>)}
    </ListSection>
  );
}

interface MyComicRowCoverProps {
  /** Where the row leads; the row's title links there too. */
  href: string;
  /** The work's cover image path. */
  thumbnail: string;
  imageBaseUrl?: string;
}

/**
 * A マイコミック row's 5:7 cover (internal): a link for pointers only, out of the Tab order and
 * hidden from assistive technology, as the row's title link is the one to announce.
 */
export function MyComicRowCover({ href, thumbnail, imageBaseUrl }: MyComicRowCoverProps) {
  const cover = mediaImage(thumbnail, MEDIA_WIDTHS.covers, imageBaseUrl);
  // biome-ignore-start lint/a11y/useAnchorContent: a pointer's shortcut to the row's title link, hidden on purpose
  return (
    <a href={href} className="cw-cat-my-row__cover" tabIndex={-1} aria-hidden="true">
      <Thumbnail ratio="5:7" src={cover.src} sources={cover.sources} sizes={COVER_SIZES} alt="" />
    </a>
  );
  // biome-ignore-end lint/a11y/useAnchorContent: see above
}
