import { MEDIA_WIDTHS } from '@cw/contract/constants';
import type { TopicSummary } from '@cw/contract/schemas';
import { formatDate } from '@cw/dates';
import { topicPath as topicKindPath } from '@cw/paths';
import { Badge, DESKTOP_MEDIA_QUERY, mediaImage, Thumbnail } from '@cw/ui';
import { clsx } from 'clsx';
import { TOPIC_KIND_TEXT } from '../text';

export interface TopicCardProps {
  topic: TopicSummary;
  /** Where the card leads; by default the topic's page by kind (`topicKindPath`). */
  href?: string;
  /** The label whose pages list the topic: its links go under `/{labelCode}/…`. */
  labelCode?: string;
  /** `card`: thumbnail above the text. `row`: thumbnail beside it, for a list of news. */
  layout?: 'card' | 'row';
  /** Load the thumbnail at once rather than lazily. */
  priority?: boolean;
  imageBaseUrl?: string;
  thumbnailSizes?: string;
  /** Called when the reader follows the card; from client components only. */
  onTopicClick?: (topic: TopicSummary) => void;
  className?: string;
}

const THUMBNAIL_SIZES = {
  card: `${DESKTOP_MEDIA_QUERY} 320px, 90vw`,
  row: `${DESKTOP_MEDIA_QUERY} 200px, 35vw`,
} as const;

/**
 * One editorial topic: 16:9 thumbnail, kind badge (ニュース, 特集, フェア, 新連載, 記事),
 * publication date (`yyyy/MM/dd` in Japan), and the title as the link, stretched over the card.
 * Server-renderable.
 *
 * @example
 * <TopicCard topic={topic} />
 */
export function TopicCard({
  topic,
  labelCode,
  href = topicKindPath(topic, labelCode),
  layout = 'card',
  priority = false,
  imageBaseUrl = '',
  thumbnailSizes = THUMBNAIL_SIZES[layout],
  onTopicClick,
  className,
}: TopicCardProps) {
  const image = mediaImage(topic.thumbnail, MEDIA_WIDTHS.topics, imageBaseUrl);
  const date = formatDate(topic.publishedAt);
  return (
    <div
      className={clsx(
        'cw-cat-topic',
        layout === 'row' ? 'cw-cat-topic--row' : 'cw-cat-topic--card',
        className,
      )}
      data-topic-kind={topic.kind}
    >
      <span className="cw-cat-topic__thumbnail">
        <Thumbnail
          ratio="16:9"
          src={image.src}
          sources={image.sources}
          sizes={thumbnailSizes}
          alt=""
          loading={priority ? 'eager' : 'lazy'}
        />
      </span>
      <div className="cw-cat-topic__body">
        <p className="cw-cat-topic__meta">
          <Badge variant="accent" className="cw-cat-topic__kind">
            {TOPIC_KIND_TEXT[topic.kind]}
          </Badge>
          {date ? (
            <time className="cw-cat-topic__date" dateTime={topic.publishedAt}>
              {date}
            </time>
          ) : null}
        </p>
        <p className="cw-cat-topic__title">
          <a
            href={href}
            className="cw-cat-topic__link"
            onClick={onTopicClick ? () => onTopicClick(topic) : undefined}
          >
            {topic.title}
          </a>
        </p>
      </div>
    </div>
  );
}
