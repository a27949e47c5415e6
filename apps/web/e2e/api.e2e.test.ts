import { createApiClient, type FetchLike } from '@cw/api-client';
import { type EndpointDefinition, type EndpointName, endpoints } from '@cw/contract/endpoints';
import {
  apiErrorBodySchema,
  type EpisodeSummary,
  helloSchema,
  type WorkDetailResponse,
} from '@cw/contract/schemas';
import { encode } from 'next-auth/jwt';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import packageJson from '../package.json';
import { matchApiRequest } from '../server/apiRoutes';

/**
 * Contract tests of every `/api/*` endpoint: the production build of the web app in front of the
 * real backend on a fresh seeded database. Successful answers go through `createApiClient`, so
 * each one is parsed with its endpoint's response schema.
 */

const baseUrl = inject('baseUrl');
const table = Object.entries(endpoints) as [EndpointName, EndpointDefinition][];

/** Endpoints that answered 2xx through the clients (and so parsed), for the coverage check. */
const answered = new Set<EndpointName>();

/** `fetch` with extra headers (session cookie, Origin) that notes which endpoints answered. */
function siteFetch(extra: Record<string, string>): FetchLike {
  return async (url, init) => {
    const headers = { ...(init.headers as Record<string, string>), ...extra };
    const response = await fetch(url, { ...init, headers });
    const match = matchApiRequest(init.method ?? 'GET', new URL(url).pathname);
    if (response.ok && match.kind === 'endpoint') answered.add(match.name);
    return response;
  };
}

let cookie = '';
const guest = createApiClient({ baseUrl, fetch: siteFetch({ origin: baseUrl }) });
const member = createApiClient({
  baseUrl,
  fetch: (url, init) => siteFetch({ cookie, origin: baseUrl })(url, init),
});

/** A raw call with our Origin, and with the reader's session when `signedIn`. */
function raw(method: string, path: string, init: { body?: string; signedIn?: boolean } = {}) {
  const headers: Record<string, string> = { origin: baseUrl };
  if (init.signedIn) headers.cookie = cookie;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  return fetch(`${baseUrl}${path}`, { method, headers, body: init.body });
}

async function expectError(response: Response, status: number, code: string) {
  expect(response.status, `${response.url} → ${status}`).toBe(status);
  const body = apiErrorBodySchema.parse(await response.json());
  expect(body.error.code).toBe(code);
  return body.error;
}

/** Real ids and codes, read from the catalog first. */
let work: WorkDetailResponse;
let episode: EpisodeSummary;

beforeAll(async () => {
  cookie = `next-auth.session-token=${await encode({
    token: { sub: 'oidc|api-e2e', email: 'api-e2e@example.jp', userId: 1, isLinked: false },
    secret: inject('nextAuthSecret'),
  })}`;
  // A work with an episode that has a readable episode on either side, for the viewer jumps.
  const ranked = (await guest.getRanking()).entries.map((entry) => entry.work);
  const serials = (await guest.getNewSeries({ perPage: 100 })).items;
  for (const candidate of [...ranked, ...serials]) {
    const detail = await guest.getWorkDetail({ workCode: candidate.code });
    const middle = detail.episodes.filter((e) => e.isActive).slice(1, -1)[0];
    if (middle) {
      work = detail;
      episode = middle;
      return;
    }
  }
  throw new Error('the seeded catalog has no work with three readable episodes');
});

describe('GET /api/hello', () => {
  it('reports the web app and a healthy backend on PGlite', async () => {
    const hello = await guest.getHello();
    expect(hello).toEqual({
      web: { version: packageJson.version },
      backend: { version: expect.any(String), status: 'ok', database: 'pglite' },
    });
    expect(helloSchema.parse(hello)).toEqual(hello);
  });
});

describe('public catalog reads, parsed with their schemas', () => {
  it('works, episodes, the viewer and purchase links', async () => {
    const { code: workCode, id: workId } = work.work;
    const episodeCode = episode.code;
    expect((await guest.getEpisodeDetail({ episodeCode })).episode.id).toBe(episode.id);
    const manifest = await guest.getViewer({ episodeCode });
    expect(manifest.episode.id).toBe(episode.id);
    expect(manifest.pages.length).toBeGreaterThan(0);
    expect((await guest.getViewerJumpBack({ episodeCode })).id).toBe(manifest.previousEpisode?.id);
    expect((await guest.getViewerJumpForward({ episodeCode })).id).toBe(manifest.nextEpisode?.id);
    await guest.getRelatedProducts({ workCode });
    await guest.getRecommendedSeries({ workId });
    await guest.sendRecommendationCandidates({ workIds: [workId] });
    expect(
      await guest.postClientLog({ level: 'info', code: 'E2E_API_COVERAGE', message: 'covered' }),
    ).toEqual({ received: true });
  });

  it('lists, rankings and free campaigns', async () => {
    await guest.getHourlyRanking({ genre: 'all' });
    await guest.getNewComics({ perPage: 5 });
    await guest.getDailyNew();
    await guest.getFreeCampaign();
    const comicsOnly = await guest.getFreeCampaign({ filterType: 'comics', perPage: 100 });
    expect(comicsOnly.items.length).toBeGreaterThan(0);
    await guest.getNewSerialWorks();
    await guest.getNewSerialsInfo();
    await guest.getBanners();
  });

  it('labels and their lists, by the label codes the label list gives', async () => {
    const { items: labels } = await guest.getLabels();
    const label = labels.find((l) => l.code === work.work.labelInfo.code) ?? labels[0];
    if (!label) throw new Error('the seeded catalog has no labels');
    const labelCode = label.code;
    expect((await guest.getLabelFollowers({ labelCode })).labelId).toBe(label.id);
    expect((await guest.getLabelFairs({ labelCode })).label.code).toBe(labelCode);
    expect((await guest.getLabelFeatures({ labelCode })).label.code).toBe(labelCode);
    await guest.getLabelNewComics({ labelCode });
    const series = await guest.getLabelSeries({ labelCode, perPage: 100 });
    expect(series.items.every((w) => w.labelInfo.code === labelCode)).toBe(true);
    const oneShots = await guest.getLabelOneShots({ labelCode });
    expect(oneShots.items.every((w) => w.isOneShot)).toBe(true);
    const ongoing = await guest.getLabelOngoingSeries({ labelCode });
    expect(ongoing.items.every((w) => w.serializationStatus === 'ongoing')).toBe(true);
  });

  it('topics, news and promotions', async () => {
    const topics = await guest.getTopics({ perPage: 100 });
    const promotion = topics.items.find((t) => t.kind === 'feature' || t.kind === 'fair');
    const news = (await guest.getTopics({ kind: 'news' })).items[0];
    if (!promotion || !news) throw new Error('the seeded catalog has no features or news');
    expect((await guest.getNewsDetail({ topicId: news.id })).id).toBe(news.id);
    await guest.getTopicEpisodes({ topicId: promotion.id });
    await guest.getTopicSeries({ topicId: promotion.id });
    const campaign = await guest.getCampaignTopic({ token: '10th-anniversary' });
    expect(campaign.kind).toBe('fair');
  });

  it('categories, authors and search', async () => {
    const categories = await guest.getCategories();
    expect(await guest.getGenresAndTags()).toEqual(categories);
    const tag = categories.tags[0];
    const author = (await guest.getAuthorIndex()).rows[0]?.authors[0];
    if (!tag || !author) throw new Error('the seeded catalog has no tags or authors');
    expect((await guest.searchGenreOrTag({ q: tag.name })).tags).toContainEqual(tag);
    expect((await guest.searchAuthor({ authorId: author.id })).author).toEqual(author);
    await guest.searchInitial({ initial: 'あ' });
    const ofGenre = await guest.getSeries({ genre: work.work.genre.id, perPage: 100 });
    expect(ofGenre.items.map((w) => w.id)).toContain(work.work.id);
    const suggestions = await guest.getSearchSuggestions({ q: work.work.title });
    expect(suggestions.items).toContainEqual(
      expect.objectContaining({ kind: 'work', code: work.work.code }),
    );
    const found = await guest.searchKeywords({ q: work.work.title });
    expect(found.works.items.map((w) => w.id)).toContain(work.work.id);
  });

  it('the sitemap listing: every file, and a page of each kind', async () => {
    const { files } = await guest.getSitemapIndex();
    expect(new Set(files.map((file) => file.kind))).toEqual(
      new Set(['works', 'episodes', 'labels', 'authors', 'topics']),
    );
    const works = await guest.getSitemapPage({ kind: 'works', page: 1 });
    expect(works.kind).toBe('works');
    expect(works.items.length).toBe(files.find((file) => file.kind === 'works')?.count);
  });

  it('the guest good button, from our own pages', async () => {
    const { count } = await guest.addGuestFavorite({ episodeId: episode.id });
    expect(count).toBeGreaterThan(0);
  });
});

describe('cacheable catalog reads', () => {
  it('keep the backend’s public Cache-Control and ETag, and answer 304 when unchanged', async () => {
    for (const path of [
      '/api/categories',
      '/api/ranking',
      `/api/contents/details/work?workCode=${work.work.code}`,
    ]) {
      const first = await fetch(`${baseUrl}${path}`);
      expect(first.status, path).toBe(200);
      expect(first.headers.get('cache-control'), path).toMatch(/^public\b/);
      const etag = first.headers.get('etag');
      expect(etag, path).toBeTruthy();
      const again = await fetch(`${baseUrl}${path}`, { headers: { 'if-none-match': etag ?? '' } });
      expect(again.status, path).toBe(304);
    }
  });

  it('keep per-reader answers and the session private', async () => {
    for (const path of ['/api/membership/users/me/web', '/api/account/dev/session']) {
      const response = await raw('GET', path, { signedIn: true });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('private, no-store');
    }
  });
});

describe('a signed-in reader', () => {
  it('reads the session and the account', async () => {
    expect(await member.getSession({ dev: 'dev' })).toEqual({
      user: { id: 1, email: { email: 'api-e2e@example.jp' }, isLinked: false },
    });
    expect(await guest.getSession({ dev: 'dev' })).toBeNull();
    const me = await member.getCurrentUser();
    expect(me).toMatchObject({ subject: 'oidc|api-e2e', email: 'api-e2e@example.jp' });
    // The e2e service runs the home-order experiment: this reader's variant, every time.
    const pattern = await member.getAccountTestPattern();
    expect(['home-order.control', 'home-order.new-serials-first']).toContain(pattern.feature);
    expect(await member.getAccountTestPattern()).toEqual(pattern);
    await member.getAccountUpdated();
    expect((await member.markAccountUpdated()).updated).toBe(false);
    await member.unsubscribeMail({ token: 'api-e2e-mail-token' });
  });

  it('follows, mutes and unfollows a work', async () => {
    const workId = work.work.id;
    expect(await member.followSeries({ workId })).toEqual({
      isFollowing: true,
      notification: true,
    });
    expect(await member.getSeriesFollowStatus({ seriesId: workId })).toMatchObject({
      isFollowing: true,
    });
    expect(await member.setSeriesNotification({ seriesId: workId, notification: false })).toEqual({
      isFollowing: true,
      notification: false,
    });
    const followed = await member.getFollowedSeries();
    expect(followed.items.map((item) => item.work.id)).toEqual([workId]);
    await member.unfollowSeries({ workIds: [workId] });
    expect((await member.getFollowedSeries()).total).toBe(0);
  });

  it('follows, mutes and unfollows a label', async () => {
    const labelId = work.work.labelInfo.id;
    expect((await member.followLabel({ labelId })).isFollowing).toBe(true);
    expect((await member.getLabelFollowStatus({ labelId })).isFollowing).toBe(true);
    await member.setLabelNotification({ labelId, notification: false });
    const followed = await member.getFollowedLabels();
    expect(followed.items.map((item) => [item.label.id, item.notification])).toEqual([
      [labelId, false],
    ]);
    await member.unfollowLabels({ labelIds: [labelId] });
    expect((await member.getLabelFollowStatus({ labelId })).isFollowing).toBe(false);
  });

  it('presses and releases good', async () => {
    const episodeId = episode.id;
    const before = await member.getFavoriteStatus({ episodeId });
    expect(await member.addFavorite({ episodeId })).toEqual({
      isFavorite: true,
      count: before.count + 1,
    });
    expect(await member.removeFavorite({ episodeId })).toEqual(before);
  });

  it('records, reads and forgets the read history', async () => {
    await member.recordHistory({ episodeId: episode.id, page: 0 });
    expect(await member.getHistoryMap({ seriesId: work.work.id })).toEqual({
      [String(episode.id)]: true,
    });
    const history = await member.getHistoryList();
    expect(history.items.map((entry) => entry.episode.id)).toEqual([episode.id]);
    await member.deleteHistory({ episodeIds: [episode.id] });
    expect((await member.getHistoryList()).total).toBe(0);
    await member.deleteHistory({ all: true });
  });
});

/** The endpoint's path with every `{name}` replaced by `value`. */
const pathOf = (e: EndpointDefinition, value: string) => e.path.replace(/\{\w+\}/g, value);

describe('without a session', () => {
  it.each(table.filter(([, e]) => e.access === 'member'))('%s answers 401', async (_, e) => {
    const body = e.body ? '{}' : undefined;
    await expectError(await raw(e.method, pathOf(e, '1'), { body }), 401, 'UNAUTHORIZED');
  });
});

describe('bad input', () => {
  it.each(table.filter(([, e]) => e.params))(
    '%s refuses a malformed path parameter with 400',
    async (_, e) => {
      const body = e.body ? '{}' : undefined;
      const error = await expectError(
        await raw(e.method, pathOf(e, '%21'), { body, signedIn: true }),
        400,
        'BAD_REQUEST',
      );
      expect(error.issues?.length).toBeGreaterThan(0);
    },
  );

  it.each(table.filter(([, e]) => e.query && !e.query.safeParse({}).success))(
    '%s refuses a missing query value with 400',
    async (_, e) => {
      const response = await raw(e.method, pathOf(e, '1'), { signedIn: true });
      const error = await expectError(response, 400, 'BAD_REQUEST');
      expect(error.issues?.[0]).toEqual({ path: expect.any(String), message: expect.any(String) });
    },
  );

  it.each(table.filter(([, e]) => e.body))(
    '%s refuses a body of the wrong shape and one that is not JSON with 400',
    async (_, e) => {
      for (const body of ['{"unexpected":true}', '{not json']) {
        const response = await raw(e.method, pathOf(e, '1'), { body, signedIn: true });
        await expectError(response, 400, 'BAD_REQUEST');
      }
    },
  );

  it('names the field in the message', async () => {
    const response = await raw('GET', '/api/ranking/hourly?genre=comedy');
    const error = await expectError(response, 400, 'BAD_REQUEST');
    expect(error.message).toMatch(/^Invalid request: genre: /);
  });
});

describe('cross-origin writes', () => {
  it.each(table.filter(([, e]) => e.method !== 'GET'))(
    '%s answers 403 to another origin and to none',
    async (_, e) => {
      for (const origin of ['https://evil.example', undefined]) {
        const headers: Record<string, string> = { cookie, 'content-type': 'application/json' };
        if (origin) headers.origin = origin;
        const response = await fetch(`${baseUrl}${pathOf(e, '1')}`, {
          method: e.method,
          headers,
          body: e.body ? '{}' : undefined,
        });
        await expectError(response, 403, 'FORBIDDEN');
      }
    },
  );
});

describe('paths and methods outside the table', () => {
  it('answers 404 JSON for an unknown /api path and 405 for another method', async () => {
    await expectError(await raw('GET', '/api/no-such-thing'), 404, 'NOT_FOUND');
    const response = await raw('DELETE', '/api/hello');
    expect(response.headers.get('allow')).toBe('GET');
    await expectError(response, 405, 'METHOD_NOT_ALLOWED');
  });
});

describe('coverage', () => {
  it('answered every endpoint of the table successfully, parsed with its schema', () => {
    expect(table.map(([name]) => name).filter((name) => !answered.has(name))).toEqual([]);
  });
});
