import type { FollowedSeries } from '@cw/api-client/schemas';
import { formatDate } from '@cw/dates';
import {
  EMPTY_FOLLOWED_WORKS_LABEL,
  FIND_WORKS_LABEL,
  LATEST_EPISODE_LABEL,
  LATEST_UPDATE_LABEL,
} from '../myComicLabels';
import { rankingPath, workPath } from '../paths';
import { EmptyState } from './EmptyState';
import { FollowRowActions } from './FollowRowActions';
import { MyComicList, type MyComicListSectionProps, MyComicRowCover } from './MyComicList';
import { SkeletonList } from './SkeletonList';
import type { WorkHref } from './types';
import { WorkTileSkeleton } from './WorkTileSkeleton';

export interface FollowedWorkListProps extends MyComicListSectionProps {
  /** The works the reader follows (`FollowedSeriesPage.items`). */
  items: readonly FollowedSeries[];
  /** Called with the work's id when the reader presses `フォロー解除`. */
  onUnfollow: (workId: number) => void;
  /** Called with the work's id and the state asked for when the reader flips `更新通知`. */
  onNotificationChange: (workId: number, on: boolean) => void;
  /** Ids of works whose change is being saved: their controls are disabled, the row busy. */
  pendingIds?: ReadonlySet<number>;
  /** URL of a work; its detail page (`/detail/{code}`) by default. */
  workHref?: WorkHref;
  /** Shown when the reader follows nothing. */
  emptyMessage?: string;
  /** Where the empty state leads (the ranking by default), and the link's text. */
  emptyLinkHref?: string;
  emptyLinkLabel?: string;
}

/**
 * The works the reader follows (マイコミック), one row each: the 5:7 cover and the title, both
 * leading to the work (the cover out of the Tab order, one stop per work), the last update
 * date (Japan) and the latest episode's title, an `更新通知` switch and a `フォロー解除`
 * button, each named with the work's title. While a work's change is saved its row is
 * `aria-busy` and its controls disabled. It fetches nothing: the app saves what the callbacks
 * report and passes the new state back. Empty: `フォロー中の作品はありません` with a link to the
 * ranking. Server-renderable, but the callbacks mean a client component renders it.
 *
 * @example
 * <FollowedWorkList
 *   heading="フォロー中の作品"
 *   items={page.items}
 *   pendingIds={saving}
 *   onUnfollow={(workId) => unfollow.mutate({ workIds: [workId] })}
 *   onNotificationChange={(workId, on) => setNotification.mutate({ workId, notification: on })}
 *   linkComponent={Link}
 * />
 */
export function FollowedWorkList({
  items,
  onUnfollow,
  onNotificationChange,
  pendingIds,
  workHref = (work) => workPath(work.code),
  heading,
  headingLevel = 2,
  id,
  loading = false,
  skeletonCount = 6,
  emptyMessage = EMPTY_FOLLOWED_WORKS_LABEL,
  emptyLinkHref = rankingPath('all'),
  emptyLinkLabel = FIND_WORKS_LABEL,
  footer,
  linkComponent: Link = 'a',
  imageBaseUrl = '',
  className,
}: FollowedWorkListProps) {
  return (
    <MyComicList
      heading={heading}
      headingLevel={headingLevel}
      id={id}
      className={className}
      loading={loading}
      linkComponent={Link}
      footer={footer}
      skeleton={
        <SkeletonList
          listClassName="cw-cat-my-list"
          itemClassName="cw-cat-my-list__item"
          count={skeletonCount}
        >
          <WorkTileSkeleton layout="row" />
        </SkeletonList>
      }
      empty={
        items.length === 0 ? (
          <EmptyState
            message={emptyMessage}
            linkHref={emptyLinkHref}
            linkLabel={emptyLinkLabel}
            linkComponent={Link}
          />
        ) : null
      }
    >
      {items.map(({ work, notification }) => {
        const pending = pendingIds?.has(work.id) ?? false;
        const href = workHref(work);
        const updated = formatDate(work.latestUpdateDate);
        return (
          <li
            key={work.id}
            className="cw-cat-my-list__item cw-cat-my-row"
            aria-busy={pending || undefined}
            data-work-id={work.id}
          >
            <MyComicRowCover
              href={href}
              thumbnail={work.thumbnail}
              imageBaseUrl={imageBaseUrl}
              linkComponent={Link}
            />
            <div className="cw-cat-my-row__body">
              <p className="cw-cat-my-row__title">
                <Link href={href} className="cw-cat-my-row__link">
                  {work.title}
                </Link>
              </p>
              {updated ? (
                <p className="cw-cat-my-row__meta">
                  {LATEST_UPDATE_LABEL} <time dateTime={work.latestUpdateDate}>{updated}</time>
                </p>
              ) : null}
              {work.latestEpisode ? (
                <p className="cw-cat-my-row__meta">
                  {LATEST_EPISODE_LABEL} {work.latestEpisode.title}
                </p>
              ) : null}
            </div>
            <FollowRowActions
              name={work.title}
              notification={notification}
              pending={pending}
              onNotificationChange={(on) => onNotificationChange(work.id, on)}
              onUnfollow={() => onUnfollow(work.id)}
            />
          </li>
        );
      })}
    </MyComicList>
  );
}
