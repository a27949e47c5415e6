import type { TopicSummary } from '@cw/contract/schemas';
import { Skeleton } from '@cw/ui';
import type { ReactNode } from 'react';
import { EMPTY_TOPICS_TEXT } from '../text';
import { ListSection, type ListSectionProps } from './ListSection';
import { SkeletonList } from './SkeletonList';
import { TopicCard } from './TopicCard';

export interface TopicListProps extends ListSectionProps {
  /** Topics, newest first (`TopicSummaryPage.items`, `LabelTopics.topics`). */
  topics: readonly TopicSummary[];
  /** URL of a topic; by default its page by kind (`topicKindPath`). */
  topicHref?: (topic: TopicSummary) => string;
  /** The label whose pages list the topics: default links go under `/{labelCode}/…`. */
  labelCode?: string;
  /** `grid` of cards (2 columns on phones, 3 from 768px) or a `list` of rows. */
  layout?: 'grid' | 'list';
  loading?: boolean;
  skeletonCount?: number;
  emptyLabel?: string;
  imageBaseUrl?: string;
  onTopicClick?: (topic: TopicSummary) => void;
}

/**
 * Editorial topics as cards or rows (`TopicCard`), with `トピックスがありません` when empty
 * and skeletons while loading. Server-renderable.
 *
 * @example
 * <TopicList heading="トピックス" topics={page.items} labelCode="hoshizora" />
 */
export function TopicList({
  topics,
  topicHref,
  labelCode,
  layout = 'grid',
  loading = false,
  skeletonCount = 6,
  emptyLabel = EMPTY_TOPICS_TEXT,
  imageBaseUrl = '',
  onTopicClick,
  ...section
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
              imageBaseUrl={imageBaseUrl}
              onTopicClick={onTopicClick}
            />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ListSection {...section} loading={loading}>
      {body}
    </ListSection>
  );
}
