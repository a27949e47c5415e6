import { MEDIA_WIDTHS } from '@cw/api-client/constants';
import type { FollowedLabel, Label } from '@cw/api-client/schemas';
import { Skeleton } from '@cw/ui';
import { EMPTY_FOLLOWED_LABELS_LABEL, FIND_LABELS_LABEL } from '../myComicLabels';
import { LABEL_INDEX_PATH, labelPath } from '../paths';
import { EmptyState } from './EmptyState';
import { FollowRowActions } from './FollowRowActions';
import { MediaPicture } from './MediaPicture';
import { MyComicList, type MyComicListSectionProps } from './MyComicList';
import { SkeletonList } from './SkeletonList';

export interface FollowedLabelListProps extends MyComicListSectionProps {
  /** The labels the reader follows (`FollowedLabelPage.items`). */
  items: readonly FollowedLabel[];
  /** Called with the label's id when the reader presses `フォロー解除`. */
  onUnfollow: (labelId: number) => void;
  /** Called with the label's id and the state asked for when the reader flips `更新通知`. */
  onNotificationChange: (labelId: number, on: boolean) => void;
  /** Ids of labels whose change is being saved: their controls are disabled, the row busy. */
  pendingIds?: ReadonlySet<number>;
  /** URL of a label's page; `/label/{labelCode}` by default. */
  labelHref?: (label: Label) => string;
  /** Shown when the reader follows no label. */
  emptyMessage?: string;
  /** Where the empty state leads (every label, `/label`, by default), and the link's text. */
  emptyLinkHref?: string;
  emptyLinkLabel?: string;
}

/**
 * The labels the reader follows (マイコミック), one row each, edged in the label's colour: its
 * icon, its name leading to the label's page, an `更新通知` switch and a `フォロー解除` button,
 * each named with the label's name. While a label's change is saved its row is `aria-busy`
 * and its controls disabled. It fetches nothing. Empty: `フォロー中のレーベルはありません` with a
 * link to every label. Server-renderable, but the callbacks mean a client component renders it.
 *
 * @example
 * <FollowedLabelList
 *   heading="フォロー中のレーベル"
 *   items={page.items}
 *   onUnfollow={(labelId) => unfollow.mutate({ labelIds: [labelId] })}
 *   onNotificationChange={(labelId, on) => setNotification.mutate({ labelId, notification: on })}
 *   linkComponent={Link}
 * />
 */
export function FollowedLabelList({
  items,
  onUnfollow,
  onNotificationChange,
  pendingIds,
  labelHref = (label) => labelPath(label.code),
  heading,
  headingLevel = 2,
  id,
  loading = false,
  skeletonCount = 4,
  emptyMessage = EMPTY_FOLLOWED_LABELS_LABEL,
  emptyLinkHref = LABEL_INDEX_PATH,
  emptyLinkLabel = FIND_LABELS_LABEL,
  footer,
  linkComponent: Link = 'a',
  imageBaseUrl = '',
  className,
}: FollowedLabelListProps) {
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
          itemClassName="cw-cat-my-list__item cw-cat-my-row cw-cat-my-row--label"
          count={skeletonCount}
        >
          <Skeleton className="cw-cat-my-row__icon" />
          <div className="cw-cat-my-row__body">
            <Skeleton shape="text" lines={1} />
          </div>
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
      {items.map(({ label, notification }) => {
        const pending = pendingIds?.has(label.id) ?? false;
        return (
          <li
            key={label.id}
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
                <Link href={labelHref(label)} className="cw-cat-my-row__link">
                  {label.name}
                </Link>
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
      })}
    </MyComicList>
  );
}
