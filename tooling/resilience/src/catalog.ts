import { call, json } from './http.ts';

export type SampleEpisode = { id: number; code: string; pageCount: number };
export type SampleWork = { id: number; code: string; title: string; episodes: SampleEpisode[] };

/** What readers of the suite browse and write about, read once from the catalog. */
export interface CatalogSample {
  works: SampleWork[];
  labels: { id: number; code: string }[];
  genres: number[];
  searchWords: string[];
  /** Works no phase opens, for "not cached anywhere yet" checks. */
  untouchedWorks: string[];
}

type WorkPage = { items: { id: number; code: string; title: string }[] };
type WorkDetail = {
  episodes: { id: number; code: string; isActive: boolean; internal: { pageCount: number } }[];
};

async function read<T>(url: string): Promise<T> {
  const answer = await call(url);
  const body = json<T>(answer);
  if (answer.status !== 200 || body === undefined) {
    throw new Error(
      `catalog sample: ${url} answered ${answer.status} ${answer.body.slice(0, 200)}`,
    );
  }
  return body;
}

/** Reads a sample of the catalog straight from a backend (`backendUrl`). */
export async function sampleCatalog(backendUrl: string, size = 40): Promise<CatalogSample> {
  const library = `${backendUrl}/v3/library`;
  const page = await read<WorkPage>(`${library}/works?perPage=100&page=1`);
  const far = await read<WorkPage>(`${library}/works?perPage=50&page=7`);
  const works: SampleWork[] = [];
  for (const item of page.items.slice(0, size)) {
    const detail = await read<WorkDetail>(`${library}/works/${item.code}`);
    const episodes = detail.episodes
      .filter((episode) => episode.isActive)
      .slice(0, 6)
      .map((episode) => ({
        id: episode.id,
        code: episode.code,
        pageCount: episode.internal.pageCount,
      }));
    if (episodes.length > 0)
      works.push({ id: item.id, code: item.code, title: item.title, episodes });
  }
  const labels = await read<{ items: { id: number; code: string }[] }>(`${library}/labels`);
  const categories = await read<{ genres: { id: number }[] }>(`${library}/categories`);
  return {
    works,
    labels: labels.items.map(({ id, code }) => ({ id, code })),
    genres: categories.genres.map((genre) => genre.id).slice(0, 10),
    searchWords: page.items.slice(0, 20).map((item) => [...item.title].slice(0, 2).join('')),
    untouchedWorks: far.items.map((item) => item.code),
  };
}
