import { MEDIA_WIDTHS } from '@cw/contract/constants';
import type { Author, Genre, LabelSummary, Tag, Work } from '@cw/contract/schemas';
import { authorPath, genreWorksPath, labelPath, tagPath } from '@cw/paths';
import {
  Badge,
  ColoredTag,
  DESKTOP_MEDIA_QUERY,
  Heading,
  linkClassName,
  mediaImage,
  Thumbnail,
} from '@cw/ui';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { LANGUAGE_MARK_TEXT, SERIALIZATION_STATUS_TEXT, WORK_BADGE_TEXT } from '../text';

export interface WorkHeaderProps {
  work: Work;
  /** The follow button, which the app wires to the reader's session. */
  followButton?: ReactNode;
  /** The share button, which the app gives the page's full URL. */
  shareButton?: ReactNode;
  /** The read buttons (first, latest, continue), which know the reader's history. */
  readButtons?: ReactNode;
  headingLevel?: number;
  /** URL of the label; its page (`/label/{code}`) by default. */
  labelHref?: (label: LabelSummary) => string;
  /** URL of an author; their works (`/search/author/{id}`) by default. */
  authorHref?: (author: Author) => string;
  /** URL of the genre; its works (`/contents/genre/{id}`) by default. */
  genreHref?: (genre: Genre) => string;
  /** URL of a tag; its works (`/search/tag/{id}`) by default. */
  tagHref?: (tag: Tag) => string;
  /** Host put in front of root-relative image paths; `''` keeps the page's origin. */
  imageBaseUrl?: string;
  className?: string;
}

/**
 * The head of a work's page: the cover (loaded first: it is the page's largest image), the
 * label on its colour, the title, the authors with their roles, where the work stands (連載中,
 * 完結 or 休載中, and 読切 or the language of a work not in Japanese, as on its tiles), the
 * genre, the tags, and slots for the follow, share and read buttons, which the app wires to
 * the reader. On phones the read buttons take the full width under the cover; from 768px the
 * cover spans the details and the read buttons beside it. Server-renderable; the buttons
 * bring their own client code.
 *
 * @example
 * <WorkHeader work={detail.work} followButton={<FollowButton … />} shareButton={<ShareButton … />}
 *   readButtons={<ReadButtons … />} />
 */
export function WorkHeader({
  work,
  followButton,
  shareButton,
  readButtons,
  headingLevel = 1,
  labelHref = (label) => labelPath(label.code),
  authorHref = (author) => authorPath(author.id),
  genreHref = (genre) => genreWorksPath(genre.id),
  tagHref = (tag) => tagPath(tag.id),
  imageBaseUrl = '',
  className,
}: WorkHeaderProps) {
  const cover = mediaImage(work.thumbnail, MEDIA_WIDTHS.covers, imageBaseUrl);
  const language = work.language === 'ja' ? null : LANGUAGE_MARK_TEXT[work.language];
  return (
    <header className={clsx('cw-cat-work-header', className)}>
      <Thumbnail
        className="cw-cat-work-header__cover"
        src={cover.src}
        sources={cover.sources}
        sizes={`${DESKTOP_MEDIA_QUERY} 240px, 40vw`}
        ratio="5:7"
        width={240}
        alt={`${work.title}の表紙`}
        loading="eager"
        fetchPriority="high"
      />
      <div className="cw-cat-work-header__body">
        <ColoredTag color={work.labelInfo.color}>
          <a href={labelHref(work.labelInfo)} className={linkClassName({ variant: 'chip' })}>
            {work.labelInfo.name}
          </a>
        </ColoredTag>
        <Heading level={headingLevel} className="cw-cat-work-header__title">
          {work.title}
        </Heading>
        <ul className="cw-cat-work-header__authors" aria-label="作者">
          {work.authors.map((author) => (
            <li key={`${author.id}-${author.role}`}>
              {author.role}：
              <a href={authorHref(author)} className={linkClassName()}>
                {author.name}
              </a>
            </li>
          ))}
        </ul>
        <p className="cw-cat-work-header__meta">
          {language ? (
            <Badge variant="muted" data-badge="language">
              <span aria-hidden="true">{language.label}</span>
              <span className="cw-cat-visually-hidden">{language.spokenLabel}</span>
            </Badge>
          ) : null}
          {work.isOneShot ? (
            <Badge variant="accent" data-badge="oneShot">
              {WORK_BADGE_TEXT.oneShot}
            </Badge>
          ) : null}
          <span>{SERIALIZATION_STATUS_TEXT[work.serializationStatus]}</span>
          <a href={genreHref(work.genre)} className={linkClassName()}>
            {work.genre.name}
          </a>
        </p>
        {work.tags.length > 0 ? (
          <ul className="cw-cat-work-header__tags" aria-label="タグ">
            {work.tags.map((tag) => (
              <li key={tag.id}>
                <a href={tagHref(tag)} className={linkClassName()}>
                  #{tag.name}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        {followButton || shareButton ? (
          <div className="cw-cat-work-header__actions">
            {followButton}
            {shareButton}
          </div>
        ) : null}
      </div>
      {readButtons ? <div className="cw-cat-work-header__read">{readButtons}</div> : null}
    </header>
  );
}
