import { MEDIA_WIDTHS } from '@cw/contract/constants';
import type { WorkSummary } from '@cw/contract/schemas';
import { workPath } from '@cw/paths';
import {
  Badge,
  ColoredTag,
  DESKTOP_MEDIA_QUERY,
  mediaImage,
  Thumbnail,
  type UiLocale,
} from '@cw/ui';
import { clsx } from 'clsx';
import { authorNames, workBadges } from '../workTile';

export interface WorkTileProps {
  work: WorkSummary;
  /** Where the tile leads; the work's detail page (`/detail/{code}`) by default. */
  href?: string;
  /** `card`: cover above the text, for grids. `row`: cover beside the text, for rankings. */
  layout?: 'card' | 'row';
  /** The label chip; off on a label's own pages. */
  showLabel?: boolean;
  /** Load the cover at once (the first tiles of a page), not lazily. */
  priority?: boolean;
  /** Host put in front of root-relative image paths; `''` keeps the page's origin. */
  imageBaseUrl?: string;
  /** `sizes` of the cover: its rendered width per viewport. */
  coverSizes?: string;
  /**
   * Called when the reader follows the tile (analytics `content_click`). Pass it only from a
   * client component: a server component cannot hand a function to the link.
   */
  onWorkClick?: (work: WorkSummary) => void;
  /**
   * The language of its marks (Japanese by default): a language group's (`en`, `zh-Hant-TW`).
   * A prop rather than `useUiLocale`, so the tile stays a server component without hooks.
   */
  locale?: UiLocale;
  className?: string;
}

const COVER_SIZES = {
  card: `${DESKTOP_MEDIA_QUERY} 180px, 30vw`,
  row: `${DESKTOP_MEDIA_QUERY} 96px, 20vw`,
} as const;

/**
 * One work in a grid or a ranking: 5:7 cover, title, its marks (`EN` or `繁中` for a work not
 * in Japanese, read as 英語版 or 繁体字中国語版; 新着 when `isNew`; 完結 or 休載; 読切), the
 * authors and the label on its brand colour (text dark or light by `textColorOn`, through
 * @cw/ui's `ColoredTag`). The title is the link, named by the title alone; it stretches over
 * the whole tile, so a tap anywhere opens the work. Its marks are in `locale` (on `/en`: EN
 * read as English edition, New, Completed, On hiatus). Server-renderable.
 *
 * @example
 * <WorkTile work={work} locale="en" />
 */
export function WorkTile({
  work,
  href = workPath(work.code),
  layout = 'card',
  showLabel = true,
  priority = false,
  imageBaseUrl = '',
  coverSizes = COVER_SIZES[layout],
  onWorkClick,
  locale = 'ja',
  className,
}: WorkTileProps) {
  const cover = mediaImage(work.thumbnail, MEDIA_WIDTHS.covers, imageBaseUrl);
  const badges = workBadges(work, locale);
  const authors = authorNames(work.authors, locale);
  return (
    <div
      className={clsx(
        'cw-cat-tile',
        layout === 'row' ? 'cw-cat-tile--row' : 'cw-cat-tile--card',
        className,
      )}
      // Read by analytics' delegated click tracking (content_click) around server-rendered tiles.
      data-work-id={work.id}
      data-work-code={work.code}
      data-work-title={work.title}
    >
      <span className="cw-cat-tile__cover">
        <Thumbnail
          ratio="5:7"
          src={cover.src}
          sources={cover.sources}
          sizes={coverSizes}
          alt=""
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
        />
      </span>
      <div className="cw-cat-tile__body">
        <p className="cw-cat-tile__title">
          <a
            href={href}
            className="cw-cat-tile__link"
            onClick={onWorkClick ? () => onWorkClick(work) : undefined}
          >
            {work.title}
          </a>
        </p>
        {badges.length > 0 ? (
          <p className="cw-cat-tile__badges">
            {badges.map((badge) => (
              <Badge key={badge.kind} variant={badge.tone} data-badge={badge.kind}>
                {badge.spokenLabel ? (
                  <>
                    <span aria-hidden="true">{badge.label}</span>
                    <span className="cw-cat-visually-hidden">{badge.spokenLabel}</span>
                  </>
                ) : (
                  badge.label
                )}
              </Badge>
            ))}
          </p>
        ) : null}
        {authors ? <p className="cw-cat-tile__authors">{authors}</p> : null}
        {showLabel ? (
          <p className="cw-cat-tile__label">
            <ColoredTag color={work.labelInfo.color}>{work.labelInfo.name}</ColoredTag>
          </p>
        ) : null}
      </div>
    </div>
  );
}
