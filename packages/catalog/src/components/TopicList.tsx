import type { TopicSummary } from '@cw/contract/schemas';
import { Skeleton } from '@cw/ui';
import type { ReactNode } from 'react';
import { EMPTY_TOPICS_TEXT, MORE_TEXT } from '../text';
import { ListSection } from './ListSection';
import { SkeletonList } from './SkeletonList';
import { TopicCard } from './TopicCard';
import type { LinkComponent } from './types';

export interface TopicListProps {
  /** Topics, newest first (`TopicSummaryPage.items`, `LabelTopics.topics`). */
  topics: readonly TopicSummary[];
  /** URL of a topic; by default its page by kind (`topicKindPath`). */
  topicHref?: (topic: TopicSummary) => string;
  /** The label whose pages list the topics: default links go under `/{labelCode}/…`. */
  labelCode?: string;
  /** `grid` of cards (2 columns on phones, 3 from 768px) or a `list` of rows. */
  layout?: 'grid' | 'list';
  heading?: string;
  headingLevel?: number;
  /** Id of the section; with a heading, the section is named through the heading's id. */
  id?: string;
  /** A link beside the heading to every topic (`もっと見る`). */
  moreHref?: string;
  moreLabel?: string;
  loading?: boolean;
  skeletonCount?: number;
  emptyLabel?: string;
  /** Under the list: a `Pager`, for one. */
  footer?: ReactNode;
  linkComponent?: LinkComponent;
  imageBaseUrl?: string;
  onTopicClick?: (topic: TopicSummary) => void;
  className?: string;
}

/**
 * Editorial topics as cards or rows (`TopicCard`), with `トピックスがありません` when empty
 * and skeletons while loading. Server-renderable.
 *
 * @example
 * <TopicList heading="トピックス" topics={page.items} labelCode="hoshizora" linkComponent={Link} />
 */
export function TopicList({
  topics,
  topicHref,
  labelCode,
  layout = 'grid',
  heading,
  headingLevel = 2,
  id,
  moreHref,
  moreLabel = MORE_TEXT,
  loading = false,
  skeletonCount = 6,
  emptyLabel = EMPTY_TOPICS_TEXT,
  footer,
  linkComponent: Link = 'a',
  imageBaseUrl = '',
  onTopicClick,
  className,
}: TopicListProps) {
  const listClassName = layout === 'list' ? 'cw-cat-topics cw-cat-topics--list' : 'cw-cat-topics';
  const cardLayout = layout === 'list' ? 'row' : 'card';
  let body: ReactNode;
  if (loading) {
    body = (
      <SkeletonList
        listClassName={listClassName}
        itemClassName="cw-cat-topics__item"
        count={skeletonCount}
      >
        <div className={`cw-cat-topic cw-cat-topic--${cardLayout}`}>
          <span className="cw-cat-topic__thumbnail">
            <Skeleton shape="thumbnail" ratio="16:9" />
          </span>
          <div className="cw-cat-topic__body">
            <Skeleton shape="text" lines={2} />
          </div>
        </div>
      </SkeletonList>
    );
  } else if (topics.length === 0) {
    body = <p className="cw-cat-empty">{emptyLabel}</p>;
  } else {
    body = (
      <ul className={listClassName}>
        {topics.map((topic) => (
          <li key={topic.id} className="cw-cat-topics__item">
            <TopicCard
              topic={topic}
              labelCode={labelCode}
              href={topicHref?.(topic)}
              layout={cardLayout}
              linkComponent={Link}
              imageBaseUrl={imageBaseUrl}
              onTopicClick={onTopicClick}
            />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ListSection
      heading={heading}
      headingLevel={headingLevel}
      id={id}
      className={className}
      loading={loading}
      moreHref={moreHref}
      moreLabel={moreLabel}
      linkComponent={Link}
      footer={footer}
    >
      {body}
    </ListSection>
  );
}
