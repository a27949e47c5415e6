import { MEDIA_WIDTHS } from '@cw/contract/constants';
import type { Episode, Language, Work, WorkSummary } from '@cw/contract/schemas';
import { authorPath, labelPath, viewerPath, workPath } from '@cw/paths';
import { mediaImage } from '@cw/ui';
import type {
  BreadcrumbList,
  ComicIssue,
  ComicSeries,
  Organization,
  Person,
  Thing,
  WithContext,
} from 'schema-dts';
import { coverImage, urlOnSite } from './pageMetadata';

// Schema.org JSON-LD of the catalog's pages (works as ComicSeries, episodes as ComicIssue,
// breadcrumbs), typed with schema-dts. Every URL is absolute on the site's origin; one that
// does not resolve there is left out rather than written wrong.

/** BCP 47 tags of the catalog's languages. */
const LANGUAGE_TAGS = { ja: 'ja', en: 'en', tw: 'zh-Hant-TW' } as const satisfies Record<
  Language,
  string
>;

/** One step of a breadcrumb trail: what it is called and its page's path. */
export type Crumb = { name: string; path: string };

const url = (path: string, origin: string) => urlOnSite(path, origin) ?? undefined;

const imageUrl = (src: string, origin: string) =>
  /^https?:\/\//.test(src) ? src : src.startsWith('/') ? url(src, origin) : undefined;

function people(authors: Work['authors'], origin: string): Person[] {
  return authors.map((author) => ({
    '@type': 'Person',
    name: author.name,
    url: url(authorPath(author.id), origin),
  }));
}

function label(work: Pick<Work, 'labelInfo'>, origin: string): Organization {
  return {
    '@type': 'Organization',
    name: work.labelInfo.name,
    url: url(labelPath(work.labelInfo.code), origin),
  };
}

/**
 * A work as a schema.org `ComicSeries`: title, summary, cover, authors, its label as the
 * publisher, genres and tags.
 *
 * @example
 * comicSeriesJsonLd(detail.work, 'https://comic.example');
 * //=> { '@context': 'https://schema.org', '@type': 'ComicSeries', name: '…', url: 'https://comic.example/detail/…', … }
 */
export function comicSeriesJsonLd(work: Work, origin: string): WithContext<ComicSeries> {
  const genres = [work.genre.name, ...(work.subGenre ? [work.subGenre.name] : [])];
  return {
    '@context': 'https://schema.org',
    '@type': 'ComicSeries',
    name: work.title,
    url: url(workPath(work.code), origin),
    description: work.summary || undefined,
    image: imageUrl(coverImage(work).url, origin),
    inLanguage: LANGUAGE_TAGS[work.language],
    author: people(work.authors, origin),
    publisher: label(work, origin),
    genre: genres,
    keywords: work.tags.map((tag) => tag.name),
    dateModified: work.latestUpdateDate,
  };
}

/**
 * An episode as a schema.org `ComicIssue` of its work's `ComicSeries`: title, number,
 * date, thumbnail and the work's authors and label.
 *
 * @example
 * comicIssueJsonLd(manifest.episode, manifest.work, 'https://comic.example');
 * //=> { '@type': 'ComicIssue', issueNumber: 3, isPartOf: { '@type': 'ComicSeries', … }, … }
 */
export function comicIssueJsonLd(
  episode: Episode,
  work: WorkSummary,
  origin: string,
): WithContext<ComicIssue> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ComicIssue',
    name: episode.subTitle ? `${episode.title} ${episode.subTitle}` : episode.title,
    url: url(viewerPath(episode.code), origin),
    issueNumber: episode.internal.episodeNo,
    datePublished: episode.updateDate,
    image: imageUrl(mediaImage(episode.thumbnail, MEDIA_WIDTHS.thumbnails).src, origin),
    inLanguage: LANGUAGE_TAGS[work.language],
    author: people(work.authors, origin),
    publisher: label(work, origin),
    isPartOf: { '@type': 'ComicSeries', name: work.title, url: url(workPath(work.code), origin) },
  };
}

/**
 * A breadcrumb trail as a schema.org `BreadcrumbList`, from the home page to the page itself.
 *
 * @example
 * breadcrumbJsonLd([{ name: 'ホーム', path: '/' }, { name: 'ランキング', path: '/ranking' }], origin);
 */
export function breadcrumbJsonLd(
  crumbs: readonly Crumb[],
  origin: string,
): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: url(crumb.path, origin),
    })),
  };
}

/** The first step of every trail. */
export const HOME_CRUMB: Crumb = { name: 'ホーム', path: '/' };

/**
 * JSON-LD as the text of a `<script type="application/ld+json">`: `<` is escaped, so no
 * catalog text (a title with `</script>`) can end the element.
 *
 * @example
 * jsonLdText({ '@type': 'Thing', name: '</script>' }); //=> '{"@type":"Thing","name":"\\u003c/script>"}'
 */
export function jsonLdText(
  data: Thing | WithContext<Thing> | readonly WithContext<Thing>[],
): string {
  return JSON.stringify(data).replaceAll('<', '\\u003c');
}
