import { describe, expect, it } from 'vitest';
import { until } from '../cluster.ts';
import { BACKEND_ENV, type Context } from '../context.ts';
import { type Answer, call, json } from '../http.ts';
import { sleep } from '../processes.ts';
import { mintReaders, readerHeaders } from '../readers.ts';

type ErrorBody = { error?: { code?: string; message?: string } };

/** The web app's default BACKEND_TIMEOUT_MS. */
const BACKEND_TIMEOUT_MS = 5000;

const statuses = (answers: Answer[]) => {
  const counts: Record<number, number> = {};
  for (const answer of answers) counts[answer.status] = (counts[answer.status] ?? 0) + 1;
  return counts;
};

/**
 * The limits of the hardening issue hold for the service, not per process: rate limits are
 * counted in the database, so two instances behind the load balancer allow what one would;
 * body limits and timeouts hold through nginx on every instance; a burst of renders is turned
 * away with 503 and Retry-After by each instance's queue (per instance: it guards that
 * instance's CPU), and nginx neither caches nor retries that answer.
 */
export function describeSharedLimits(context: () => Context) {
  describe('limits with two instances behind the load balancer', () => {
    it('counts a reader’s membership writes across both web and both backend instances', async () => {
      const { cluster, catalog } = context();
      const [reader] = await mintReaders(1, cluster.nextAuthSecret, catalog.works, 'write-limit');
      const work = catalog.works[3];
      if (!reader || !work) throw new Error('sample');
      const answers: Answer[] = [];
      // Alternating web instances, each reaching either backend through the load balancer.
      for (let i = 0; i < 130; i++) {
        const web = cluster.webs[i % cluster.webs.length];
        answers.push(
          await call(`${web?.url}/api/follows/series`, {
            method: 'POST',
            headers: readerHeaders(cluster.siteUrl, reader, true),
            body: JSON.stringify({ workId: work.id }),
          }),
        );
      }
      expect(statuses(answers)).toEqual({ 200: 120, 429: 10 });
      const refused = answers.at(-1);
      expect(refused?.headers['retry-after']).toBeTruthy();
      expect(json<ErrorBody>(refused as Answer)?.error?.code).toBe('TOO_MANY_REQUESTS');
    });

    it('counts a client’s log lines, guest goods and renders across instances', async () => {
      const { cluster, catalog } = context();
      const site = cluster.siteUrl;
      const logs: Answer[] = [];
      for (let i = 0; i < 65; i++) {
        logs.push(
          await call(`${site}/api/log`, {
            method: 'POST',
            headers: { origin: site, 'content-type': 'application/json' },
            body: JSON.stringify({ level: 'info', code: 'RESILIENCE_LIMIT', message: `line ${i}` }),
            localAddress: '127.6.0.1',
          }),
        );
      }
      expect(statuses(logs)).toEqual({ 202: 60, 429: 5 });

      const episode = catalog.works[4]?.episodes[0];
      const good = (web: string) =>
        call(`${web}/api/membership/favorites/guest/episodes/${episode?.id}`, {
          method: 'POST',
          headers: {
            origin: site,
            'content-type': 'application/json',
            'x-forwarded-for': '203.0.113.9',
          },
          body: '{}',
        });
      const [web1, web2] = cluster.webs;
      const first = await good(web1?.url ?? '');
      const again = await good(web2?.url ?? '');
      expect(first.status).toBe(200);
      expect(again.status, 'the same client’s second good, through the other instance').toBe(429);

      const limit = Number(BACKEND_ENV.RATE_LIMIT_RENDERS_PER_MINUTE);
      const renders: Answer[] = [];
      for (let i = 0; i < limit + 4; i++) {
        // Covers nothing else asks for: every one a cache miss, so a render.
        renders.push(
          await call(`${site}/v3/media/covers/${600 + i}/w180.webp`, { localAddress: '127.6.0.2' }),
        );
      }
      expect(statuses(renders)).toEqual({ 200: limit, 429: 4 });
    });

    it('turns a burst of renders away with 503 and Retry-After, uncached, and renders them afterwards', async () => {
      const { cluster, profile } = context();
      const site = cluster.siteUrl;
      const paths = Array.from(
        { length: profile.renderBurst },
        (_, i) => `/v3/media/covers/${700 + i}/w720.avif`,
      );
      // From a client each, so the per-client render limit is not what refuses them.
      const burst = await Promise.all(
        paths.map((path, i) => call(`${site}${path}`, { localAddress: `127.6.1.${i + 1}` })),
      );
      const counts = statuses(burst);
      expect(
        Object.keys(counts).every((s) => s === '200' || s === '503'),
        JSON.stringify(counts),
      ).toBe(true);
      const busy = burst.filter((answer) => answer.status === 503);
      const queueBound =
        (Number(BACKEND_ENV.MEDIA_RENDER_CONCURRENCY) + Number(BACKEND_ENV.MEDIA_RENDER_QUEUE)) *
        cluster.backends.length;
      expect(busy.length, JSON.stringify(counts)).toBeGreaterThanOrEqual(paths.length - queueBound);
      for (const answer of busy) {
        expect(answer.headers['retry-after']).toBeTruthy();
        expect(json<ErrorBody>(answer)?.error?.code).toBe('SERVICE_UNAVAILABLE');
      }
      // Afterwards, four at a time: every one renders, the refused ones too. Renders the burst
      // queued may still be running (a web instance that gave up after its timeout does not
      // stop the backend's render), so a 503 is asked again after a pause; what must never
      // come is a 503 from nginx's cache (X-Cache-Status HIT), nor one that lasts.
      const final: Answer[] = [];
      const cachedRefusals: string[] = [];
      let retries = 0;
      const deadline = Date.now() + 90_000;
      let next = 0;
      await Promise.all(
        Array.from({ length: 4 }, async () => {
          while (next < paths.length) {
            const i = next++;
            const path = paths[i] ?? '';
            for (;;) {
              const answer = await call(`${site}${path}`, { localAddress: `127.6.1.${i + 1}` });
              if (answer.status === 503 && answer.headers['x-cache-status'] === 'HIT') {
                cachedRefusals.push(path);
              }
              if (answer.status !== 503 || Date.now() > deadline) {
                final[i] = answer;
                break;
              }
              retries++;
              await sleep(1000);
            }
          }
        }),
      );
      expect(cachedRefusals, 'refusals served from the cache').toEqual([]);
      expect(
        final.map((answer, i) => `${paths[i]} ${answer.status}`),
        'each image once the burst is over',
      ).toEqual(paths.map((path) => `${path} 200`));
      context().figures.push(
        `render burst: ${paths.length} at once over ${cluster.backends.length} instances (each ${BACKEND_ENV.MEDIA_RENDER_CONCURRENCY} rendering + ${BACKEND_ENV.MEDIA_RENDER_QUEUE} waiting): ${busy.length} answered 503 with Retry-After, then all rendered (${retries} asked again while the queues drained)`,
      );
    });

    it('keeps another reader’s uncached cover fast while one client floods the renderers', async () => {
      const { cluster, catalog } = context();
      const site = cluster.siteUrl;
      const pages = catalog.works
        .slice(-8)
        .flatMap((work) => work.episodes)
        .flatMap((episode) =>
          Array.from(
            { length: episode.pageCount },
            (_, index) => `/v3/media/pages/${episode.id}/${index}/w1440.avif`,
          ),
        );
      // Covers of the last works of the catalog: no other phase asks for them. The first three
      // with nobody else rendering, for comparison.
      const { total } = json<{ total: number }>(
        await call(`${cluster.backendLbUrl}/v3/library/works?perPage=1`),
      ) ?? { total: 0 };
      const cover = (i: number) =>
        call(`${site}/v3/media/covers/${total - i}/w360.avif`, { localAddress: '127.6.5.1' });
      const alone: Answer[] = [];
      for (let i = 0; i < 3; i++) alone.push(await cover(i));
      // One client, ten connections, each asking the next uncached 1440 px page as soon as it
      // has an answer, until the reader is done.
      let flooding = true;
      let next = 0;
      const flood: Answer[] = [];
      const flooders = Array.from({ length: 10 }, async () => {
        while (flooding && next < pages.length) {
          const path = pages[next++] ?? '';
          flood.push(await call(`${site}${path}`, { localAddress: '127.6.4.1' }));
        }
      });
      await sleep(500);
      const covers: Answer[] = [];
      for (let i = 3; i < 9; i++) covers.push(await cover(i));
      flooding = false;
      await Promise.all(flooders);

      expect(covers.map((answer) => answer.status)).toEqual(Array(covers.length).fill(200));
      // No cover waited for a render slot behind the flood (the backend's Server-Timing), and
      // its render did not wait for the CPU either: the flood's 1440 px pages render at a lower
      // priority (the backends' background render process).
      const timing = (answer: Answer, name: string) =>
        Number(
          new RegExp(`${name};dur=([\\d.]+)`).exec(String(answer.headers['server-timing']))?.[1] ??
            NaN,
        );
      const waits = covers.map((answer) => timing(answer, 'queue'));
      const renders = covers.map((answer) => Math.round(timing(answer, 'render')));
      expect(Math.max(...waits), `queue waits ${waits.join(', ')} ms`).toBeLessThan(100);
      const times = covers.map((answer) => Math.round(answer.ms));
      const aloneTimes = alone.map((answer) => Math.round(answer.ms));
      // The bar itself: another reader's uncached cover under 500 ms while the flood goes on,
      // as the median of six, and none near a 1440 px render's time (1-2 s) either. Run alone,
      // the median is 0.34-0.37 s and the slowest 0.42-0.59 s, of which the cover's own render
      // (AVIF, effort 2) is 0.2-0.4 s on a busy core: alone, with nobody else rendering, it
      // takes 0.1-0.34 s. In `npm test` the suite runs after the browser suites (turbo.json),
      // so what it measures is the service beside the flood, not two Chromiums beside it.
      const sorted = [...times].sort((a, b) => a - b);
      const median = ((sorted[2] ?? 0) + (sorted[3] ?? 0)) / 2;
      expect(median, `covers took ${times.join(', ')} ms`).toBeLessThan(500);
      expect(Math.max(...times), `covers took ${times.join(', ')} ms`).toBeLessThan(1000);
      // The flooder is told to slow down (its share of the queue, then its renders a minute).
      const refused = flood.filter((answer) => answer.status === 429);
      expect(refused.length, JSON.stringify(statuses(flood))).toBeGreaterThan(0);
      for (const answer of refused) expect(answer.headers['retry-after']).toBeTruthy();
      context().figures.push(
        `fair renders: while one client asked ${flood.length} uncached 1440 px pages on 10 connections (${JSON.stringify(statuses(flood))}), another reader's uncached covers waited ${waits.map(Math.round).join(', ')} ms for a slot, rendered in ${renders.join(', ')} ms and took ${times.join(', ')} ms in all (${aloneTimes.join(', ')} ms with nobody else rendering)`,
      );
    });

    it('bounds request bodies on every instance and through nginx', async () => {
      const { cluster } = context();
      const site = cluster.siteUrl;
      const overLimit = JSON.stringify({
        level: 'info',
        code: 'RESILIENCE_BODY',
        message: 'x'.repeat(70 * 1024),
      });
      const huge = 'x'.repeat(2 * 1024 * 1024);
      const post = (url: string, body: string, chunked = false) =>
        call(url, {
          method: 'POST',
          headers: { origin: site, 'content-type': 'application/json' },
          body,
          chunked,
          localAddress: '127.6.2.1',
        });
      const answers = [
        ...(await Promise.all(cluster.webs.map((web) => post(`${web.url}/api/log`, overLimit)))),
        await post(`${site}/api/log`, overLimit),
        await post(`${site}/api/log`, overLimit),
        await post(`${site}/api/log`, overLimit, true),
        await post(`${site}/api/log`, huge),
        ...(await Promise.all(
          cluster.backends.map((backend) =>
            post(`${backend.url}/v3/library/client-logs`, overLimit),
          ),
        )),
      ];
      for (const answer of answers) {
        expect(answer.status, answer.body.slice(0, 200)).toBe(413);
        expect(json<ErrorBody>(answer)?.error?.code).toBe('PAYLOAD_TOO_LARGE');
      }
    });

    it('answers 503 within the backend timeout while every backend hangs, and recovers', async () => {
      const { cluster, catalog } = context();
      const site = cluster.siteUrl;
      const [, , , uncachedApi, uncachedPage] = catalog.untouchedWorks;
      const [reader] = await mintReaders(1, cluster.nextAuthSecret, catalog.works, 'hang');
      if (!reader) throw new Error('sample');
      for (const backend of cluster.backends) backend.signal('SIGSTOP');
      let answers: Answer[];
      try {
        answers = await Promise.all([
          call(`${site}/api/contents/details/work?workCode=${uncachedApi}`),
          call(`${site}/api/follows/series`, { headers: readerHeaders(site, reader) }),
          call(`${site}/detail/${uncachedPage}`),
        ]);
      } finally {
        for (const backend of cluster.backends) backend.signal('SIGCONT');
      }
      for (const [i, answer] of answers.entries()) {
        expect(answer.status, answer.body.slice(0, 200)).toBe(503);
        expect(answer.headers['retry-after']).toBeTruthy();
        expect(answer.ms).toBeGreaterThanOrEqual(BACKEND_TIMEOUT_MS - 100);
        // An API call makes one backend call; a page makes up to two in turn (its data, then
        // what its error page or frame reads), each bounded by the timeout.
        const calls = i === 2 ? 2 : 1;
        expect(answer.ms).toBeLessThan(calls * BACKEND_TIMEOUT_MS + 3000);
      }
      expect(json<ErrorBody>(answers[0] as Answer)?.error?.code).toBe('SERVICE_UNAVAILABLE');
      await until(
        async () => (await call(`${site}/detail/${uncachedPage}`)).status === 200,
        30_000,
        'the page once the backends answer again',
      );
      context().figures.push(
        `hung backends: answers 503 after ${answers.map((a) => Math.round(a.ms)).join(' / ')} ms (timeout ${BACKEND_TIMEOUT_MS} ms)`,
      );
    });
  });
}
