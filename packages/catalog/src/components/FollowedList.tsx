import { type FollowKind, MEDIA_WIDTHS } from '@cw/contract/constants';
import type {
  Followed,
  FollowedLabel,
  FollowedSeries,
  Label,
  WorkSummary,
} from '@cw/contract/schemas';
import { formatDate } from '@cw/dates';
import { LABEL_INDEX_PATH, labelPath, rankingPath, workPath } from '@cw/paths';
import { Skeleton } from '@cw/ui';
import {
  EMPTY_FOLLOWED_LINK_TEXT,
  EMPTY_FOLLOWED_TEXT,
  LATEST_EPISODE_TEXT,
  LATEST_UPDATE_TEXT,
} from '../text';
import { EmptyState } from './EmptyState';
import { FollowRowActions } from './FollowRowActions';
import { MediaPicture } from './MediaPicture';
import { MyComicList, type MyComicListSectionProps, MyComicRowCover } from './MyComicList';
import { SkeletonList } from './SkeletonList';
import { WorkTileSkeleton } from './WorkTileSkeleton';

/** What a followed line leads to: the work (`kind: 'work'`) or the label (`'label'`). */
export type FollowTarget<Kind extends FollowKind> = { work: WorkSummary; label: Label }[Kind];

export interface FollowedListProps<Kind extends FollowKind = FollowKind>
  extends MyComicListSectionProps {
  /** What the reader follows here: works or labels. */
  kind: Kind;
  /** The lines of the followed list (`FollowedPage<Kind>['items']`). */
  items: readonly Followed<Kind>[];
  /** Called with the work's or label's id when the reader presses `フォロー解除`. */
  onUnfollow: (id: number) => void;
  /** Called with the id and the state asked for when the reader flips `更新通知`. */
  onNotificationChange: (id: number, on: boolean) => void;
  /** Ids whose change is being saved: their controls are disabled, the row busy. */
  pendingIds?: ReadonlySet<number>;
  /** URL of a work's or label's page; `/detail/{code}` or `/label/{code}` by default. */
  href?: (target: FollowTarget<Kind>) => string;
  /** Shown when the reader follows nothing of the kind. */
  emptyMessage?: string;
  /** Where the empty state leads (the ranking, or every label, by default), and the link's text. */
  emptyLinkHref?: string;
  emptyLinkText?: string;
}

/** Defaults of each kind: its page, the empty list's way on and how many placeholder rows. */
const KINDS = {
  work: {
    href: (work: WorkSummary) => workPath(work.code),
    emptyLinkHref: rankingPath('all'),
    skeletonCount: 6,
  },
  label: {
    href: (label: Label) => labelPath(label.code),
    emptyLinkHref: LABEL_INDEX_PATH,
    skeletonCount: 4,
  },
} as const satisfies Record<FollowKind, unknown>;

/**
 * The works or the labels the reader follows (マイコミック), one row each, named with the
 * work's title or the label's name: a work's row shows the 5:7 cover and the title, both
 * leading to the work (the cover out of the Tab order, one stop per work), the last update
 * date (Japan) and the latest episode's title; a label's row is edged in the label's colour,
 * with its icon and its name leading to the label's page. Each row has an `更新通知` switch
 * and a `フォロー解除` button; while a row's change is saved it is `aria-busy` and its controls
 * disabled. It fetches nothing: the app saves what the callbacks report (the follow mutations
 * of `@cw/api-client` for the same `kind`) and passes the new state back. Empty:
 * `フォロー中の作品はありません` with a link to the ranking, or `フォロー中のレーベルはありません`
 * with a link to every label. Server-renderable, but the callbacks mean a client component
 * renders it.
 *
 * @example
 * <FollowedList
 *   kind="work"
 *   heading="フォロー中の作品"
 *   items={page.items}
 *   pendingIds={saving}
 *   onUnfollow={(id) => unfollow.mutate({ ids: [id] })}
 *   onNotificationChange={(id, on) => setNotification.mutate({ id, notification: on })}
 * />
 */
export function FollowedList<Kind extends FollowKind>({
  kind,
  items,
  onUnfollow,
  onNotificationChange,
  pendingIds,
  href,
  heading,
  headingLevel = 2,
  id,
  loading = false,
  skeletonCount = KINDS[kind].skeletonCount,
  emptyMessage = EMPTY_FOLLOWED_TEXT[kind],
  emptyLinkHref = KINDS[kind].emptyLinkHref,
  emptyLinkText = EMPTY_FOLLOWED_LINK_TEXT[kind],
  imageBaseUrl = '',
  className,
}: FollowedListProps<Kind>) {
  // Every line of either kind; each row below tells them apart by what it holds.
  const lines: readonly Followed<FollowKind>[] = items;
  const targetHref = href as ((target: WorkSummary | Label) => string) | undefined;
  const row = { pendingIds, onUnfollow, onNotificationChange, imageBaseUrl };
  return (
    <MyComicList
      heading={heading}
      headingLevel={headingLevel}
      id={id}
      className={className}
      loading={loading}
      skeleton={
        kind === 'work' ? (
          <SkeletonList
            listClassName="cw-cat-my-list"
            itemClassName="cw-cat-my-list__item"
            count={skeletonCount}
          >
            <WorkTileSkeleton layout="row" />
          </SkeletonList>
        ) : (
          <SkeletonList
            listClassName="cw-cat-my-list"
            itemClassName="cw-cat-my-list__item cw-cat-my-row cw-cat-my-row--label"
            count={skeletonCount}
          >
            <Skeleton className="cw-cat-my-row__icon" />
            <div className="cw-cat-my-row__body">
              <Skeleton shape="text" lines={1} />
            </div>
          </SkeletonList>
        )
      }
      empty={
        items.length === 0 ? (
          <EmptyState message={emptyMessage} linkHref={emptyLinkHref} linkText={emptyLinkText} />
        ) : null
      }
    >
      {lines.map((followed) =>
        'work' in followed ? (
          <FollowedWorkRow
            key={followed.work.id}
            followed={followed}
            href={(targetHref ?? KINDS.work.href)(followed.work)}
            {...row}
          />
        ) : (
          <FollowedLabelRow
            key={followed.label.id}
            followed={followed}
            href={(targetHref ?? KINDS.label.href)(followed.label)}
            {...row}
          />
        ),
      )}
    </MyComicList>
  );
}

interface RowProps<Line> {
  followed: Line;
  href: string;
  pendingIds: ReadonlySet<number> | undefined;
  onUnfollow: (id: number) => void;
  onNotificationChange: (id: number, on: boolean) => void;
  imageBaseUrl: string;
}

/** A followed work: cover, title, last update and latest episode, then the row's controls. */
function FollowedWorkRow({
  followed: { work, notification },
  href,
  pendingIds,
  onUnfollow,
  onNotificationChange,
  imageBaseUrl,
}: RowProps<FollowedSeries>) {
  const pending = pendingIds?.has(work.id) ?? false;
  const updated = formatDate(work.latestUpdateDate);
  return (
    <li
      className="cw-cat-my-list__item cw-cat-my-row"
      aria-busy={pending || undefined}
      data-work-id={work.id}
    >
      <MyComicRowCover href={href} thumbnail={work.thumbnail} imageBaseUrl={imageBaseUrl} />
      <div className="cw-cat-my-row__body">
        <p className="cw-cat-my-row__title">
          <a href={href} className="cw-cat-my-row__link">
            {work.title}
          </a>
        </p>
        {updated ? (
          <p className="cw-cat-my-row__meta">
            {LATEST_UPDATE_TEXT} <time dateTime={work.latestUpdateDate}>{updated}</time>
          </p>
        ) : null}
        {work.latestEpisode ? (
          <p className="cw-cat-my-row__meta">
            {LATEST_EPISODE_TEXT} {work.latestEpisode.title}
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
}

/** A followed label, edged in its colour: icon and name, then the row's controls. */
function FollowedLabelRow({
  followed: { label, notification },
  href,
  pendingIds,
  onUnfollow,
  onNotificationChange,
  imageBaseUrl,
}: RowProps<FollowedLabel>) {
  const pending = pendingIds?.has(label.id) ?? false;
  return (
    <li
      className="cw-cat-my-list__item cw-cat-my-row cw-cat-my-row--label"
      style={{ borderInlineStartColor: label.color }}
      aria-busy={pending || undefined}
      data-label={label.code}
    >
      <span className="cw-cat-my-row__icon">
        <MediaPicture
          src={label.iconImageUrl}
          widths={MEDIA_WIDTHS['label-icons']}
          sizes="40px"
          alt=""
          width={40}
          height={40}
          className="cw-cat-my-row__icon-image"
          imageBaseUrl={imageBaseUrl}
        />
      </span>
      <div className="cw-cat-my-row__body">
        <p className="cw-cat-my-row__title">
          <a href={href} className="cw-cat-my-row__link">
            {label.name}
          </a>
        </p>
      </div>
      <FollowRowActions
        name={label.name}
        notification={notification}
        pending={pending}
        onNotificationChange={(on) => onNotificationChange(label.id, on)}
        onUnfollow={() => onUnfollow(label.id)}
      />
    </li>
  );
}
