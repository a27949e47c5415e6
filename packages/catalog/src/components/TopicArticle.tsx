import { MEDIA_WIDTHS } from '@cw/contract/constants';
import type { Topic } from '@cw/contract/schemas';
import { formatJapaneseDate } from '@cw/dates';
import { Badge, DESKTOP_MEDIA_QUERY, Heading, linkClassName, mediaImage, Thumbnail } from '@cw/ui';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import Markdown, { type Components } from 'react-markdown';
import { TOPIC_KIND_TEXT } from '../text';
import { remarkBodyHeadings } from '../topicBody';

export interface TopicArticleProps {
  topic: Topic;
  /** Name of the label the topic belongs to, shown beside the kind; none for site-wide topics. */
  labelName?: string;
  /** Level of the title; the body's headings start one below. */
  headingLevel?: number;
  /** Host put in front of root-relative image paths; `''` keeps the page's origin. */
  imageBaseUrl?: string;
  /** `sizes` of the thumbnail: its rendered width per viewport. */
  thumbnailSizes?: string;
  /** What follows the body inside the article: the topic's works, for one. */
  children?: ReactNode;
  className?: string;
}

const THUMBNAIL_SIZES = `${DESKTOP_MEDIA_QUERY} 640px, 100vw`;

/** The body's links: @cw/ui's link in running text, underlined. */
const BODY_LINK_CLASS_NAME = linkClassName({ variant: 'inline' });

/**
 * How the body's elements render: links as plain anchors in the same tab, in @cw/ui's inline
 * link style; images lazy, from the media host.
 */
function bodyComponents(imageBaseUrl: string): Components {
  return {
    a: ({ node: _node, href = '', children, ...props }) => (
      <a href={href} {...props} className={BODY_LINK_CLASS_NAME}>
        {children}
      </a>
    ),
    img: ({ node: _node, src, alt = '', ...props }) => (
      <img
        {...props}
        src={typeof src === 'string' ? mediaImage(src, [], imageBaseUrl).src : undefined}
        alt={alt}
        loading="lazy"
        decoding="async"
      />
    ),
  };
}

/**
 * One editorial topic as a page: its kind (ニュース, 特集, フェア, 新連載, 記事) and label, the
 * title as the heading, the publication day in Japanese (`2024年6月15日`), the 16:9 thumbnail
 * loaded at once (it is the top of the page; its box is reserved, so nothing shifts), then the
 * Markdown body and `children`. The body is rendered by `react-markdown`: raw HTML in it is
 * dropped, never rendered, and unsafe link protocols are removed. Server-renderable.
 *
 * @example
 * <TopicArticle topic={topic} labelName={label.name}>
 *   <TopicWorks topicId={topic.id} />
 * </TopicArticle>
 */
export function TopicArticle({
  topic,
  labelName,
  headingLevel = 1,
  imageBaseUrl = '',
  thumbnailSizes = THUMBNAIL_SIZES,
  children,
  className,
}: TopicArticleProps) {
  const image = mediaImage(topic.thumbnail, MEDIA_WIDTHS.topics, imageBaseUrl);
  const date = formatJapaneseDate(topic.publishedAt);
  return (
    <article className={clsx('cw-cat-article', className)} data-topic-kind={topic.kind}>
      <header className="cw-cat-article__header">
        <p className="cw-cat-article__meta">
          <Badge variant="accent" className="cw-cat-article__kind">
            {TOPIC_KIND_TEXT[topic.kind]}
          </Badge>
          {labelName ? <span className="cw-cat-article__label">{labelName}</span> : null}
        </p>
        <Heading level={headingLevel} className="cw-cat-article__title">
          {topic.title}
        </Heading>
        {date ? (
          <p className="cw-cat-article__date">
            <time dateTime={topic.publishedAt}>{date}</time>
          </p>
        ) : null}
      </header>
      <div className="cw-cat-article__thumbnail">
        <Thumbnail
          ratio="16:9"
          src={image.src}
          sources={image.sources}
          sizes={thumbnailSizes}
          alt=""
          loading="eager"
          fetchPriority="high"
        />
      </div>
      <div className="cw-cat-article__body">
        <Markdown
          skipHtml
          remarkPlugins={[remarkBodyHeadings(headingLevel)]}
          components={bodyComponents(imageBaseUrl)}
        >
          {topic.body}
        </Markdown>
      </div>
      {children}
    </article>
  );
}
