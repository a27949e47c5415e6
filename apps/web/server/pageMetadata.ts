import { MEDIA_ASPECT_RATIOS, MEDIA_WIDTHS, type MediaKind } from '@cw/contract/constants';
import { mediaImage } from '@cw/ui';
import type { Metadata } from 'next';
import { env } from './env';
import { SITE_DESCRIPTION, SITE_IMAGE, SITE_NAME } from './site';

/**
 * The Open Graph locale of a page: Japanese for the site (spec section 1: "page metadata shows
 * the site name with locale ja_JP"); the language groups `/en` and `/tw` pass their own.
 */
export type PageLocale = 'ja_JP' | 'en_US' | 'zh_TW';

/** The picture a page is shared with; `url` a root-relative path or an absolute URL. */
export type PageImage = { url: string; width: number; height: number; alt: string };

/**
 * What a page is, by spec section 9's page types (the service has no music or video pages):
 * a work is a `book`, a topic an `article`, an author a `profile`, the rest a `website`; each
 * with the Open Graph fields of its type.
 */
export type PageKind =
  | { type?: 'website' }
  | {
      type: 'book';
      /** The pages of its authors (`/search/author/{id}`). */
      authorPaths?: readonly string[];
      tags?: readonly string[];
    }
  | { type: 'article'; publishedTime?: string; section?: string }
  | { type: 'profile'; username?: string };

/** Everything a page says about itself; `pageMetadata` makes its `Metadata` from it. */
export type PageDescription = PageKind & {
  /**
   * The page's canonical path (`/detail/CW_000001_S`, no query): the canonical URL and
   * `og:url` are this on the site's origin, and left out when it does not resolve there.
   */
  path?: string;
  /** The page's own title; the site name follows it. None: the site name alone (home). */
  title?: string;
  description?: string;
  /** The site image when none: the work's cover, a topic's picture. */
  image?: PageImage;
  locale?: PageLocale;
  /** False for pages search engines should leave out (a reader's own, sign-in, errors). */
  index?: boolean;
};

/**
 * `path` as a URL of the site at `origin`, or null when it does not parse as one (another
 * host, `//host/…`, a malformed origin): a canonical URL names this site or nothing.
 *
 * @example
 * urlOnSite('/detail/CW_000001_S', 'https://comic.example'); //=> 'https://comic.example/detail/CW_000001_S'
 * urlOnSite('//evil.example/x', 'https://comic.example'); //=> null
 */
export function urlOnSite(path: string, origin: string): string | null {
  try {
    const site = new URL(origin);
    const url = new URL(path, site);
    return url.origin === site.origin ? url.href : null;
  } catch {
    return null;
  }
}

/** An image URL as a share card needs it: absolute (an image host of its own is kept). */
function absoluteImageUrl(url: string, origin: string): string | null {
  if (/^https?:\/\//.test(url)) return url;
  return url.startsWith('/') ? urlOnSite(url, origin) : null;
}

/** The Open Graph fields of the page's type. */
function kindFields(page: PageKind, origin: string) {
  switch (page.type) {
    case 'book':
      return {
        type: 'book' as const,
        authors: page.authorPaths?.flatMap((path) => urlOnSite(path, origin) ?? []),
        tags: page.tags ? [...page.tags] : undefined,
      };
    case 'article':
      return { type: 'article' as const, publishedTime: page.publishedTime, section: page.section };
    case 'profile':
      return { type: 'profile' as const, username: page.username };
    default:
      return { type: 'website' as const };
  }
}

/**
 * A page's whole metadata for a site at `origin`: its title (the layout's template adds the
 * site name), description, canonical URL, robots, and the Open Graph and X (Twitter) cards
 * with the site name, locale, type and image. Every page goes through this, because Next.js
 * replaces a layout's `openGraph` and `twitter` wholesale with a page's own: a page setting
 * only its title there would drop the site name and locale.
 *
 * @example
 * describePage({ path: '/ranking', title: 'ランキング' }, 'https://comic.example');
 * //=> { title: 'ランキング', alternates: { canonical: 'https://comic.example/ranking' },
 * //     openGraph: { type: 'website', siteName: 'CWコミック', locale: 'ja_JP', … }, … }
 */
export function describePage(page: PageDescription, origin: string): Metadata {
  const canonical = page.path === undefined ? null : urlOnSite(page.path, origin);
  const title = page.title ?? SITE_NAME;
  const description = page.description ?? SITE_DESCRIPTION;
  const image = page.image ?? SITE_IMAGE;
  const imageUrl = absoluteImageUrl(image.url, origin);
  const images = imageUrl
    ? [{ url: imageUrl, width: image.width, height: image.height, alt: image.alt }]
    : undefined;
  return {
    ...(page.title === undefined ? {} : { title: page.title }),
    description,
    ...(canonical ? { alternates: { canonical } } : {}),
    ...(page.index === false ? { robots: { index: false, follow: true } } : {}),
    openGraph: {
      ...kindFields(page, origin),
      siteName: SITE_NAME,
      locale: page.locale ?? 'ja_JP',
      title,
      description,
      ...(canonical ? { url: canonical } : {}),
      images,
    },
    twitter: {
      // A wide picture fills a large card; a cover (5:7) would be cut to its middle there.
      card: image.width > image.height ? 'summary_large_image' : 'summary',
      title,
      description,
      images: imageUrl ? [{ url: imageUrl, alt: image.alt }] : undefined,
    },
  };
}

/** `describePage` on the site's configured origin (`NEXTAUTH_URL`), read when the page renders. */
export function pageMetadata(page: PageDescription): Metadata {
  return describePage(page, env().siteUrl);
}

/**
 * The largest variant of an API image (`/v3/media/{kind}/{id}`) with its size, at the
 * proportions the media host renders that kind at.
 */
function mediaVariant(path: string, kind: Exclude<MediaKind, 'pages'>, alt: string): PageImage {
  const widths = MEDIA_WIDTHS[kind];
  const width = widths.at(-1) ?? 0;
  const height = Math.round(width * MEDIA_ASPECT_RATIOS[kind]);
  return { url: mediaImage(path, widths).src, width, height, alt };
}

/** A work's cover (5:7) as its pages' picture. */
export function coverImage(work: { thumbnail: string; title: string }): PageImage {
  return mediaVariant(work.thumbnail, 'covers', work.title);
}

/** A topic's picture (16:9) as its page's picture. */
export function topicImage(topic: { thumbnail: string; title: string }): PageImage {
  return mediaVariant(topic.thumbnail, 'topics', topic.title);
}
