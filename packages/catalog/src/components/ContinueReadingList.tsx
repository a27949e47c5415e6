import { MEDIA_WIDTHS } from '@cw/contract/constants';
import type { HistoryEntry } from '@cw/contract/schemas';
import { resumeReadingPath } from '@cw/paths';
import { DESKTOP_MEDIA_QUERY, mediaImage, Skeleton, Thumbnail } from '@cw/ui';
import { CONTINUE_READING_LIMIT, continueReadingEntries } from '../continueReading';
import { CONTINUE_READING_TEXT, LOADING_TEXT, MORE_TEXT } from '../text';
import { ListSection } from './ListSection';

export interface ContinueReadingListProps {
  /** The reader's history, latest read first (`HistoryEntryPage.items`). */
  entries: readonly HistoryEntry[];
  /** How many works the row shows at most (one card per work, its latest episode). */
  limit?: number;
  /** Where a card resumes; the viewer at the page reached (`/viewer/{code}?page=N`) by default. */
  entryHref?: (entry: HistoryEntry) => string;
  /** Visible heading; the section is a region named by it. */
  heading?: string;
  headingLevel?: number;
  /** Id of the section; with a heading, the section is named through the heading's id. */
  id?: string;
  /** A link beside the heading to the whole history (`もっと見る`). */
  moreHref?: string;
  moreLabel?: string;
  /** Show placeholder cards instead of the history. */
  loading?: boolean;
  skeletonCount?: number;
  imageBaseUrl?: string;
  className?: string;
}

const COVER_SIZES = `${DESKTOP_MEDIA_QUERY} 144px, 112px`;

/**
 * The home page's `続きを読む`: the works read last as a row of cards scrolling sideways, one
 * per work (its latest episode, `continueReadingEntries`), each a single link named by the work
 * and episode titles that resumes in the viewer at the page reached. Renders nothing without
 * history, so a guest's or a new reader's home page has no empty section. Server-renderable.
 *
 * @example
 * <ContinueReadingList entries={history.items} moreHref="/my-comic" />
 */
export function ContinueReadingList({
  entries,
  limit = CONTINUE_READING_LIMIT,
  entryHref = resumeReadingPath,
  heading = CONTINUE_READING_TEXT,
  headingLevel = 2,
  id,
  moreHref,
  moreLabel = MORE_TEXT,
  loading = false,
  skeletonCount = 6,
  imageBaseUrl = '',
  className,
}: ContinueReadingListProps) {
  const shown = loading ? [] : continueReadingEntries(entries, limit);
  if (!loading && shown.length === 0) return null;
  return (
    <ListSection
      heading={heading}
      headingLevel={headingLevel}
      id={id}
      className={className}
      loading={loading}
      moreHref={loading ? undefined : moreHref}
      moreLabel={moreLabel}
    >
      {loading ? (
        <>
          <p className="cw-cat-visually-hidden">{LOADING_TEXT}</p>
          <ul className="cw-cat-continue" aria-hidden="true">
            {Array.from({ length: skeletonCount }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders that never reorder
              <li key={index} className="cw-cat-continue__item">
                <span className="cw-cat-continue__cover">
                  <Skeleton shape="thumbnail" ratio="5:7" />
                </span>
                <Skeleton shape="text" lines={2} />
              </li>
            ))}
          </ul>
        </>
      ) : (
        <ul className="cw-cat-continue">
          {shown.map((entry) => {
            const cover = mediaImage(entry.work.thumbnail, MEDIA_WIDTHS.covers, imageBaseUrl);
            return (
              <li key={entry.episode.id} className="cw-cat-continue__item">
                <a href={entryHref(entry)} className="cw-cat-continue__link">
                  <span className="cw-cat-continue__cover">
                    <Thumbnail
                      ratio="5:7"
                      src={cover.src}
                      sources={cover.sources}
                      sizes={COVER_SIZES}
                      alt=""
                    />
                  </span>
                  <span className="cw-cat-continue__title">{entry.work.title}</span>{' '}
                  <span className="cw-cat-continue__episode">{entry.episode.title}</span>
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </ListSection>
  );
}
