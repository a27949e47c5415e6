import type { WorkSummary } from '@cw/contract/schemas';
import { workPath } from '@cw/paths';
import type { UiLocale } from '@cw/ui';
import type { ReactNode } from 'react';
import { WORK_LIST_TEXTS } from '../text';
import { ListSection, type ListSectionProps } from './ListSection';
import { SkeletonList } from './SkeletonList';
import type { WorkHref } from './types';
import { WorkTile } from './WorkTile';
import { WorkTileSkeleton } from './WorkTileSkeleton';

export interface WorkGridProps extends ListSectionProps {
  works: readonly WorkSummary[];
  /** URL of a work; its detail page (`/detail/{code}`) by default. */
  workHref?: WorkHref;
  /** Show skeleton tiles instead of the works. */
  loading?: boolean;
  /** How many skeleton tiles stand in while loading. */
  skeletonCount?: number;
  /** Shown when there are no works (`作品がありません`, in `locale`). */
  emptyLabel?: string;
  /** How many leading covers load at once rather than lazily (the first screen). */
  priorityCount?: number;
  showLabel?: boolean;
  imageBaseUrl?: string;
  coverSizes?: string;
  /** Called when a tile is followed (analytics `content_click`); from client components only. */
  onWorkClick?: (work: WorkSummary) => void;
  /**
   * The language of its own text (`もっと見る` too) and its tiles' marks (Japanese by
   * default): a language group's (`en`, `zh-Hant-TW`). A prop rather than `useUiLocale`, so the
   * grid stays a server component without hooks.
   */
  locale?: UiLocale;
}

/**
 * A responsive grid of `WorkTile`s (3 columns on phones, 6 from 768px) under an optional
 * heading, with `作品がありません` when empty and skeleton tiles while loading (the list
 * `aria-busy`, `読み込み中` for screen readers). Search results, new works, a genre's or a
 * label's works all use it, and a language group's lists in its `locale`. Server-renderable.
 *
 * @example
 * <WorkGrid
 *   heading="新着作品"
 *   works={page.items}
 * />
 * <WorkGrid heading="Works in English" works={works} locale="en" />
 */
export function WorkGrid({
  works,
  workHref = (work) => workPath(work.code),
  loading = false,
  skeletonCount = 12,
  emptyLabel,
  priorityCount = 0,
  showLabel = true,
  imageBaseUrl = '',
  coverSizes,
  onWorkClick,
  locale = 'ja',
  ...section
}: WorkGridProps) {
  const text = WORK_LIST_TEXTS[locale];
  let body: ReactNode;
  if (loading) {
    body = (
      <SkeletonList
        listClassName="cw-cat-grid"
        itemClassName="cw-cat-grid__item"
        count={skeletonCount}
        locale={locale}
      >
        <WorkTileSkeleton />
      </SkeletonList>
    );
  } else if (works.length === 0) {
    body = <p className="cw-cat-empty">{emptyLabel ?? text.empty}</p>;
  } else {
    body = (
      <ul className="cw-cat-grid">
        {works.map((work, index) => (
          <li key={work.id} className="cw-cat-grid__item">
            <WorkTile
              work={work}
              href={workHref(work)}
              showLabel={showLabel}
              priority={index < priorityCount}
              imageBaseUrl={imageBaseUrl}
              coverSizes={coverSizes}
              onWorkClick={onWorkClick}
              locale={locale}
            />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ListSection {...section} moreLabel={section.moreLabel ?? text.more} loading={loading}>
      {body}
    </ListSection>
  );
}
