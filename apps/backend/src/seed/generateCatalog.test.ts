import { beforeAll, describe, expect, it } from 'vitest';
import { STORE_CODES } from '../db/schema';
import { foldForSearch } from '../search/fold';
import { type Catalog, generateCatalog } from './generateCatalog';
import { RESERVED_LABEL_CODES } from './labels';

const now = new Date('2026-11-22T03:00:00Z');

describe('generateCatalog determinism', () => {
  it('gives the same catalog for the same seed, scale and now', () => {
    const a = generateCatalog({ seed: 7, scale: 0.1, now });
    const b = generateCatalog({ seed: 7, scale: 0.1, now });
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });

  it('gives another catalog for another seed', () => {
    const a = generateCatalog({ seed: 7, scale: 0.1, now });
    const b = generateCatalog({ seed: 8, scale: 0.1, now });
    expect(a.works.map((work) => work.title)).not.toEqual(b.works.map((work) => work.title));
  });

  it('keeps titles unique when the word banks run short', () => {
    const titles = generateCatalog({ scale: 3, now }).works.map((work) => work.title);
    expect(new Set(titles).size).toBe(titles.length);
  });
});

describe('generateCatalog at scale 1', () => {
  let catalog: Catalog;
  beforeAll(() => {
    catalog = generateCatalog({ now });
  });

  it('meets the minimum counts', () => {
    expect(catalog.labels.length).toBeGreaterThanOrEqual(20);
    expect(catalog.genres).toHaveLength(30);
    expect(catalog.tags).toHaveLength(100);
    expect(catalog.authors).toHaveLength(300);
    expect(catalog.works).toHaveLength(800);
    expect(catalog.episodes.length).toBeGreaterThanOrEqual(20_000);
    expect(catalog.volumes).toHaveLength(2_000);
    expect(catalog.banners).toHaveLength(8);
    for (const kind of ['news', 'feature', 'fair', 'new_serial', 'article'] as const) {
      expect(catalog.topics.filter((topic) => topic.kind === kind)).toHaveLength(60);
    }
  });

  it('uses every store code of the spec with believable URLs', () => {
    const links = [...catalog.volumeStores, ...catalog.episodeStores];
    expect(new Set(links.map((link) => link.storeCode))).toEqual(new Set(STORE_CODES));
    const hosts: Record<string, string> = {
      book_walker: 'bookwalker.jp',
      amazon: 'www.amazon.co.jp',
      piccoma: 'piccoma.com',
      comic_cmoa: 'www.cmoa.jp',
      line_manga: 'manga.line.me',
      ebook_japan: 'ebookjapan.yahoo.co.jp',
      dmm_books: 'book.dmm.com',
      mechacomic: 'mechacomic.jp',
      book_live: 'booklive.jp',
      renta: 'renta.papy.co.jp',
      rakuten_kobo: 'books.rakuten.co.jp',
      honto: 'honto.jp',
      rakuten_books: 'books.rakuten.co.jp',
      kadokawa_store: 'store.kadokawa.co.jp',
    };
    for (const link of links) {
      const url = new URL(link.url);
      expect(url.protocol).toBe('https:');
      expect(url.host).toBe(hosts[link.storeCode]);
    }
  });

  it('gives labels route-safe codes and colours', () => {
    const codes = catalog.labels.map((label) => label.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const label of catalog.labels) {
      expect(label.code).toMatch(/^[a-z][a-z0-9-]*$/);
      expect(RESERVED_LABEL_CODES).not.toContain(label.code);
      expect(label.color).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it('gives works unique titles and exact hiragana readings', () => {
    const titles = catalog.works.map((work) => work.title);
    expect(new Set(titles).size).toBe(titles.length);
    for (const work of catalog.works.filter((w) => w.language === 'ja')) {
      expect(work.titleKana).toMatch(/^[\p{Script=Hiragana}ー0-9]+$/u);
    }
  });

  it('covers the kinds of work the screens need', () => {
    const works = catalog.works;
    const count = (predicate: (work: Catalog['works'][number]) => boolean) =>
      works.filter(predicate).length;
    expect(count((w) => w.isOneShot)).toBeGreaterThan(20);
    expect(count((w) => !w.serviceIds.includes('web'))).toBeGreaterThan(20);
    expect(count((w) => !w.serviceIds.includes('web_trial') && !w.isOneShot)).toBeGreaterThan(100);
    expect(count((w) => w.serializationStatus === 'completed')).toBeGreaterThan(100);
    expect(count((w) => w.language === 'en')).toBe(24);
    expect(count((w) => w.language === 'tw')).toBe(24);
    expect(count((w) => w.scrollType === 'vsc' && w.originalDirection === 'ttb')).toBeGreaterThan(
      20,
    );
    expect(count((w) => w.scrollType === 'ltr')).toBeGreaterThan(5);
    expect(count((w) => (w.freeCampaignSerialUntil ?? now) > now)).toBeGreaterThan(5);
    expect(count((w) => (w.freeCampaignSerialUntil ?? now) < now)).toBeGreaterThan(5);
    expect(count((w) => (w.freeCampaignComicsUntil ?? now) > now)).toBeGreaterThan(5);
    expect(count((w) => w.nextUpdateText !== null)).toBeGreaterThan(100);
  });

  it('covers the episode states of the episode list', () => {
    const web = catalog.episodes.filter((episode) => episode.serviceId === 'web');
    const withStores = new Set(catalog.episodeStores.map((link) => link.episodeId));
    const inactive = web.filter((episode) => !episode.isActive && episode.type === 'normal');
    expect(inactive.filter((episode) => withStores.has(episode.id)).length).toBeGreaterThan(100);
    expect(inactive.filter((episode) => !withStores.has(episode.id)).length).toBeGreaterThan(100);
    const promos = web.filter((episode) => episode.type === 'pr');
    expect(promos.some((episode) => episode.isActive)).toBe(true);
    expect(promos.some((episode) => !episode.isActive)).toBe(true);
    expect(web.some((episode) => episode.deliveryUntil?.getUTCFullYear() === 9999)).toBe(true);
    expect(web.some((episode) => (episode.deliveryUntil?.getUTCFullYear() ?? 0) === 2026)).toBe(
      true,
    );
    const day = 24 * 3_600_000;
    expect(web.filter((e) => now.getTime() - e.updatedAt.getTime() < day).length).toBeGreaterThan(
      10,
    );
    expect(web.every((episode) => episode.updatedAt <= now)).toBe(true);

    const perWork = new Map<number, number>();
    for (const episode of web) perWork.set(episode.workId, (perWork.get(episode.workId) ?? 0) + 1);
    expect([...perWork.values()].filter((n) => n >= 200).length).toBeGreaterThanOrEqual(3);
  });

  it('gives pages of 8 to 60 sizes with a few spreads and tall webtoon strips', () => {
    for (const episode of catalog.episodes) {
      expect(episode.pageCount).toBe(episode.pages.length);
      if (catalog.works[episode.workId - 1]?.isOneShot === false) {
        expect(episode.pageCount).toBeGreaterThanOrEqual(8);
      }
      expect(episode.pageCount).toBeLessThanOrEqual(60);
    }
    const pages = catalog.episodes.flatMap((episode) => episode.pages);
    expect(pages.some((page) => page.w > page.h)).toBe(true);
    expect(pages.some((page) => page.h >= 1.6 * page.w)).toBe(true);
  });

  it('gives every volume one to three trial episodes and at least one store', () => {
    const trials = new Map<number, number>();
    for (const link of catalog.volumeEpisodes) {
      trials.set(link.volumeId, (trials.get(link.volumeId) ?? 0) + 1);
    }
    const stores = new Set(catalog.volumeStores.map((link) => link.volumeId));
    for (const volume of catalog.volumes) {
      expect(trials.get(volume.id)).toBeGreaterThanOrEqual(1);
      expect(trials.get(volume.id)).toBeLessThanOrEqual(3);
      expect(stores.has(volume.id)).toBe(true);
    }
  });

  it('keeps references and codes consistent', () => {
    const ids = (rows: readonly { id: number }[]) => new Set(rows.map((row) => row.id));
    const works = ids(catalog.works);
    const episodes = ids(catalog.episodes);
    const topics = ids(catalog.topics);
    expect(new Set(catalog.works.map((work) => work.code)).size).toBe(catalog.works.length);
    expect(new Set(catalog.episodes.map((e) => e.code)).size).toBe(catalog.episodes.length);
    for (const episode of catalog.episodes) expect(works.has(episode.workId)).toBe(true);
    for (const link of catalog.topicWorks) {
      expect(topics.has(link.topicId) && works.has(link.workId)).toBe(true);
    }
    for (const link of catalog.volumeEpisodes) expect(episodes.has(link.episodeId)).toBe(true);
    for (const work of catalog.works) {
      for (const fairId of work.fairIds) {
        expect(catalog.topics[fairId - 1]?.kind).toBe('fair');
      }
    }
    expect(catalog.topics.some((topic) => topic.campaignToken === '10th-anniversary')).toBe(true);
  });

  it('writes search text folded from title, reading, authors and tags', () => {
    const work = catalog.works[0];
    if (!work) throw new Error('no works');
    expect(work.searchText.split('\n')).toContain(foldForSearch(work.titleKana));
    const credit = catalog.workAuthors.find((c) => c.workId === work.id);
    const author = catalog.authors.find((a) => a.id === credit?.authorId);
    expect(work.searchText.split('\n')).toContain(foldForSearch(author?.nameKana ?? '?'));
  });

  it('seeds read counts for the last 48 hours', () => {
    const oldest = Math.min(...catalog.workReadCounts.map((row) => row.hour.getTime()));
    expect(now.getTime() - oldest).toBeLessThan(48 * 3_600_000);
    expect(new Set(catalog.workReadCounts.map((row) => row.workId)).size).toBeGreaterThan(200);
  });
});
