import type { Genre, RankingGenre, RankingPeriod } from '@cw/contract/schemas';
import { rankingPath } from '@cw/paths';
import { clsx } from 'clsx';
import { ALL_GENRES_TEXT, RANKING_NAV_TEXT, RANKING_PERIOD_TEXT } from '../text';

export interface RankingTabsProps {
  /** Genres with a ranking page, after 総合 (all genres). */
  genres: readonly Genre[];
  /** The genre of the page. */
  currentGenre: RankingGenre;
  /** URL of a genre's ranking; `/ranking` and `/ranking/{genreId}` by default. */
  genreHref?: (genre: RankingGenre) => string;
  /** The period of the page; with `periodHref`, the period links are shown too. */
  period?: RankingPeriod;
  /** URL of a period's ranking (keeping the genre); without it, no period links. */
  periodHref?: (period: RankingPeriod) => string;
  /** Name of the navigation. */
  label?: string;
  className?: string;
}

const PERIODS = Object.keys(RANKING_PERIOD_TEXT) as RankingPeriod[];

/**
 * The ranking's choices as links, not tabs with state: each period (デイリー, 毎時) and genre
 * (総合 first) is its own URL, the current ones marked `aria-current="page"`. The genre row
 * scrolls sideways on phones. Server-renderable.
 *
 * @example
 * <RankingTabs genres={categories.genres} currentGenre={params.rankingGenre ?? 'all'} />
 */
export function RankingTabs({
  genres,
  currentGenre,
  genreHref = (genre) => rankingPath(genre),
  period,
  periodHref,
  label = RANKING_NAV_TEXT,
  className,
}: RankingTabsProps) {
  const genreLinks: { value: RankingGenre; name: string }[] = [
    { value: 'all', name: ALL_GENRES_TEXT },
    ...genres.map((genre) => ({ value: String(genre.id), name: genre.name })),
  ];
  return (
    <nav aria-label={label} className={clsx('cw-cat-ranking-tabs', className)}>
      {periodHref ? (
        <ul className="cw-cat-ranking-tabs__periods">
          {PERIODS.map((value) => (
            <li key={value}>
              <a
                href={periodHref(value)}
                className="cw-cat-ranking-tabs__period"
                aria-current={value === period ? 'page' : undefined}
              >
                {RANKING_PERIOD_TEXT[value]}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <ul className="cw-cat-ranking-tabs__genres">
        {genreLinks.map(({ value, name }) => (
          <li key={value}>
            <a
              href={genreHref(value)}
              className="cw-cat-chip"
              aria-current={value === currentGenre ? 'page' : undefined}
            >
              {name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
