import type { ReactNode } from 'react';
import { ListSection } from './ListSection';
import type { LinkComponent } from './types';

/** The section props every マイコミック list takes. */
export interface MyComicListSectionProps {
  heading?: string;
  headingLevel?: number;
  /** Id of the section; with a heading, the section is named through the heading's id. */
  id?: string;
  /** Show placeholder rows instead of the list. */
  loading?: boolean;
  skeletonCount?: number;
  /** Under the list: a `Pager`, for one. */
  footer?: ReactNode;
  linkComponent?: LinkComponent;
  imageBaseUrl?: string;
  className?: string;
}

interface MyComicListProps {
  heading?: string;
  headingLevel: number;
  id?: string;
  loading: boolean;
  footer?: ReactNode;
  linkComponent: LinkComponent;
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
