import type { Episode, WorkDetailResponse } from '@cw/contract/schemas';

/** Works and episodes of every shape the pages must handle, found in the seeded catalog. */
export type CatalogShapes = {
  works: Record<WorkShape, string>;
  episodes: Record<EpisodeShape, string>;
};

export type WorkShape =
  | 'rtl'
  | 'ltr'
  | 'vsc'
  | 'oneShot'
  | 'completed'
  | 'english'
  | 'traditionalChinese'
  | 'onlyComics'
  | 'longSerial'
  | 'freeCampaign';

export type EpisodeShape = 'readable' | 'storeOnly' | 'ended' | 'trial' | 'lastTrial' | 'latest';

/** A serial this long needs ranges or a jump in its episode list. */
export const LONG_SERIAL_EPISODES = 200;

type Page<T> = { items: T[]; hasNext: boolean };

async function getJson<T>(backendUrl: string, path: string): Promise<T> {
  const response = await fetch(`${backendUrl}${path}`);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}

/**
 * Work details in list order (English and Traditional Chinese works, rarer, first), a few
 * requests at a time, until `enough` says the details read so far cover what is sought.
 */
async function readDetails(
  backendUrl: string,
  enough: (details: WorkDetailResponse[]) => boolean,
): Promise<WorkDetailResponse[]> {
  const codes = async (query: string, page: number) =>
    getJson<Page<{ code: string }>>(
      backendUrl,
      `/v3/library/works?perPage=100&${query}&page=${page}`,
    );
  const details: WorkDetailResponse[] = [];
  const seen = new Set<string>();
  const read = async (list: { code: string }[]) => {
    const fresh = list.map((work) => work.code).filter((code) => !seen.has(code));
    for (let at = 0; at < fresh.length && !enough(details); at += 8) {
      const batch = fresh.slice(at, at + 8);
      for (const code of batch) seen.add(code);
      details.push(
        ...(await Promise.all(
          batch.map((code) => getJson<WorkDetailResponse>(backendUrl, `/v3/library/works/${code}`)),
        )),
      );
    }
  };
  for (const language of ['en', 'tw'])
    await read((await codes(`language=${language}`, 1)).items.slice(0, 1));
  for (let page = 1; !enough(details); page++) {
    const works = await codes('sort=latest', page);
    await read(works.items);
    if (!works.hasNext) break;
  }
  return details;
}

const isTrial = (episode: Episode) => episode.serviceId.includes('web_trial');

const WORK_SHAPES: Record<WorkShape, (detail: WorkDetailResponse) => boolean> = {
  rtl: (d) => d.work.internal.scrollType === 'rtl',
  ltr: (d) => d.work.internal.scrollType === 'ltr',
  vsc: (d) => d.work.internal.scrollType === 'vsc',
  oneShot: (d) => d.work.isOneShot,
  completed: (d) => d.work.serializationStatus === 'completed',
  english: (d) => d.work.language === 'en',
  traditionalChinese: (d) => d.work.language === 'tw',
  onlyComics: (d) => d.episodes.length === 0 && d.volumes.length > 0,
  longSerial: (d) => d.episodes.length >= LONG_SERIAL_EPISODES,
  freeCampaign: (d) => d.info.freeCampaigns.serial !== null,
};

/** Episodes of each shape, given the work's detail and the instant of the crawl. */
const EPISODE_SHAPES: Record<EpisodeShape, (detail: WorkDetailResponse, now: Date) => Episode[]> = {
  readable: (d) => d.episodes.filter((e) => e.isActive),
  storeOnly: (d) => d.episodes.filter((e) => !e.isActive && e.stores.length > 0),
  ended: (d, now) =>
    d.episodes.filter(
      (e) =>
        !e.isActive &&
        e.stores.length === 0 &&
        e.deliveryPeriod !== null &&
        new Date(e.deliveryPeriod) <= now,
    ),
  trial: (d) => d.volumes.flatMap((v) => v.episodes.filter((e) => e.isActive && isTrial(e))),
  // The last trial chapter of a volume of a paged work: its end panel leads on to the free
  // web episodes.
  lastTrial: (d) =>
    d.episodes.some((e) => e.isActive) && d.work.internal.scrollType !== 'vsc'
      ? d.volumes.flatMap((v) => v.episodes.filter(isTrial).slice(-1)).filter((e) => e.isActive)
      : [],
  latest: (d) => d.episodes.filter((e) => e.internal.isLatest),
};

/**
 * Finds one work and one episode of each shape in the catalog behind `backendUrl` (the seeded
 * catalog has them all; a missing shape is an error, so a seed change cannot silently shrink
 * what a crawl covers).
 */
export async function findCatalogShapes(
  backendUrl: string,
  now = new Date(),
): Promise<CatalogShapes> {
  const workShapes = Object.entries(WORK_SHAPES) as [
    WorkShape,
    (d: WorkDetailResponse) => boolean,
  ][];
  const episodeShapes = Object.entries(EPISODE_SHAPES) as [
    EpisodeShape,
    (d: WorkDetailResponse, now: Date) => Episode[],
  ][];
  const covered = (details: WorkDetailResponse[]) =>
    workShapes.every(([, test]) => details.some(test)) &&
    episodeShapes.every(([, pick]) => details.some((d) => pick(d, now).length > 0));
  const details = await readDetails(backendUrl, covered);
  const works = Object.fromEntries(
    workShapes.map(([shape, test]) => {
      const found = details.find(test);
      if (!found) throw new Error(`the catalog has no work of shape ${shape}`);
      return [shape, found.work.code];
    }),
  ) as Record<WorkShape, string>;
  const episodes = Object.fromEntries(
    episodeShapes.map(([shape, pick]) => {
      const found = details.flatMap((d) => pick(d, now))[0];
      if (!found) throw new Error(`the catalog has no episode of shape ${shape}`);
      return [shape, found.code];
    }),
  ) as Record<EpisodeShape, string>;
  return { works, episodes };
}
