import { describe, expect, it } from 'vitest';
import { launchChromium } from '../browser.ts';
import { until } from '../cluster.ts';
import type { Context } from '../context.ts';
import { type Answer, call, json } from '../http.ts';
import { loadSummary, type RequestKind, runLoad } from '../load.ts';
import { sleep } from '../processes.ts';
import { mintReaders, readerHeaders, WriteLedger } from '../readers.ts';

/** The web app's default BACKEND_TIMEOUT_MS: no answer may take longer than this and a margin. */
const BACKEND_TIMEOUT_MS = 5000;
const ANSWER_WITHIN_MS = BACKEND_TIMEOUT_MS + 3000;

type ErrorBody = { error?: { code?: string; message?: string } };

/** An outage answer a client can act on: 502 or 503, a JSON error body for the API. */
function expectClearOutage(answer: Answer, what: string) {
  expect([502, 503], `${what}: ${answer.status} ${answer.body.slice(0, 200)}`).toContain(
    answer.status,
  );
  expect(answer.ms, `${what} took ${Math.round(answer.ms)} ms`).toBeLessThan(ANSWER_WITHIN_MS);
  const body = json<ErrorBody>(answer);
  expect(body?.error?.code, `${what}: ${answer.body.slice(0, 200)}`).toMatch(
    /^(BAD_GATEWAY|SERVICE_UNAVAILABLE)$/,
  );
  expect(body?.error?.message).toBeTruthy();
}

export function describeFaults(context: () => Context) {
  describe('faults', () => {
    it('keeps serving through one web instance or one backend instance down', async () => {
      const { cluster, catalog } = context();
      const [reader] = await mintReaders(1, cluster.nextAuthSecret, catalog.works, 'one-down');
      if (!reader) throw new Error('no reader');
      const memberRead = () =>
        call(`${cluster.siteUrl}/api/follows/series`, {
          headers: readerHeaders(cluster.siteUrl, reader),
        });
      // Each first instance comes back in the background while the next kind is tried (a web
      // instance still starting is skipped by nginx like a stopped one); all are back at the end.
      const restarts: Promise<void>[] = [];
      try {
        for (const instances of [cluster.webs, cluster.backends]) {
          const [first] = instances;
          if (!first) continue;
          await first.stop();
          try {
            const answers = await Promise.all(Array.from({ length: 20 }, memberRead));
            expect(
              answers.map((a) => a.status),
              `${first.name} down`,
            ).toEqual(answers.map(() => 200));
          } finally {
            const restart = first.start();
            // Awaited below; this keeps a failed start from going unhandled meanwhile.
            restart.catch(() => undefined);
            restarts.push(restart);
          }
        }
      } finally {
        await Promise.all(restarts);
      }
    });

    it('answers from the cache, the error page or a clear 502/503 while every backend is stopped, and recovers', async () => {
      const { cluster, catalog } = context();
      const site = cluster.siteUrl;
      const [someone] = await mintReaders(1, cluster.nextAuthSecret, catalog.works, 'backend-down');
      const [uncachedPage, uncachedToo, uncachedApi] = catalog.untouchedWorks;
      const someWork = catalog.works[0];
      if (!someone || !uncachedPage || !uncachedToo || !uncachedApi || !someWork)
        throw new Error('sample');
      const reader = someone;
      const work = someWork;
      const webPids = cluster.webs.map((web) => web.process.child.pid);
      // In the site's cache now.
      await call(`${site}/ranking`);
      expect((await call(`${site}/ranking`)).headers['x-cache-status']).toBe('HIT');

      await Promise.all(cluster.backends.map((backend) => backend.stop()));
      try {
        await expectOutageAnswers();
      } finally {
        await Promise.all(cluster.backends.map((backend) => backend.start()));
      }
      const recoveredIn = await until(
        async () => (await call(`${site}/detail/${uncachedPage}`)).status === 200,
        30_000,
        'the uncached page after the backends came back',
      );
      expect((await call(`${site}/api/contents/details/work?workCode=${uncachedApi}`)).status).toBe(
        200,
      );
      expect(
        (
          await call(`${site}/v3/media/covers/${work.id + 300}/w180.webp`, {
            localAddress: '127.2.0.1',
          })
        ).status,
      ).toBe(200);
      // Recovered without restarting a web instance.
      expect(cluster.webs.map((web) => web.process.child.pid)).toEqual(webPids);
      context().figures.push(
        `backends stopped: the site recovered ${recoveredIn} ms after they were back`,
      );

      async function expectOutageAnswers() {
        const cached = await call(`${site}/ranking`);
        expect(cached.status).toBe(200);
        expect(cached.headers['x-cache-status']).toMatch(/HIT|STALE|UPDATING/);

        const page = await call(`${site}/detail/${uncachedPage}`);
        expect(page.status, page.body.slice(0, 300)).toBe(503);
        expect(page.headers['retry-after']).toBeTruthy();
        expect(page.headers['content-type']).toMatch(/text\/html/);
        expect(page.ms).toBeLessThan(ANSWER_WITHIN_MS);
        // As a reader sees it: the site's own error page (the error boundary renders in the browser).
        const browser = await launchChromium();
        try {
          const tab = await browser.newPage();
          const shown = await tab.goto(`${site}/detail/${uncachedToo}`);
          expect(shown?.status()).toBe(503);
          await expect
            .poll(() => tab.getByRole('heading', { name: 'ページを表示できませんでした' }).count())
            .toBe(1);
        } finally {
          await browser.close();
        }

        expectClearOutage(
          await call(`${site}/api/contents/details/work?workCode=${uncachedApi}`),
          'catalog API',
        );
        expectClearOutage(
          await call(`${site}/api/follows/series`, { headers: readerHeaders(site, reader) }),
          'member read',
        );
        expectClearOutage(
          await call(`${site}/api/follows/series`, {
            method: 'POST',
            headers: readerHeaders(site, reader, true),
            body: JSON.stringify({ workId: work.id }),
          }),
          'write',
        );
        expectClearOutage(
          await call(`${site}/v3/media/covers/${work.id + 300}/w180.webp`, {
            localAddress: '127.2.0.1',
          }),
          'image',
        );
      }
    });

    it('restarts PostgreSQL under load (down 3 s): clear 503s meanwhile, no hang, no lost write, then recovery', async (test) => {
      const { cluster, catalog, profile } = context();
      const { restart } = cluster.postgres;
      if (!restart) {
        test.skip(
          true,
          'PostgreSQL is not the suite’s own (TEST_DATABASE_URL): it cannot be restarted',
        );
        return;
      }
      const site = cluster.siteUrl;
      const ledger = new WriteLedger();
      const readers = await mintReaders(
        profile.faultReaders,
        cluster.nextAuthSecret,
        catalog.works,
        'pg-restart',
      );
      const seen: { kind: RequestKind; path: string; answer: Answer; at: number }[] = [];
      const durationMs = profile.faultLoadSeconds * 1000;
      let window = { from: Number.POSITIVE_INFINITY, to: Number.POSITIVE_INFINITY };
      const started = Date.now();
      const load = runLoad({
        site,
        readers,
        catalog,
        ledger,
        durationMs,
        thinkMs: profile.thinkMs,
        onAnswer: (kind, path, answer, at) => seen.push({ kind, path, answer, at }),
      });
      await sleep(durationMs / 3);
      const from = Date.now() - started;
      const { downMs } = await restart(3000);
      window = { from, to: Date.now() - started };
      const figures = await load;
      const unsettled = await ledger.settle(site, readers, 60_000);
      const verified = await ledger.verify(site, readers);

      const failures = seen.filter(({ answer }) => answer.status >= 500 || answer.status === 0);
      const bad = failures.filter(({ kind, answer }) => {
        if (answer.status === 0 || answer.status === 500) return true;
        if (answer.ms > ANSWER_WITHIN_MS) return true;
        if (kind === 'page') return answer.status !== 503;
        return !/BAD_GATEWAY|SERVICE_UNAVAILABLE/.test(json<ErrorBody>(answer)?.error?.code ?? '');
      });
      // Recovered: nothing fails once the restart is well over (pool connections replaced).
      const late = failures.filter(({ at }) => at > window.to + 15_000);
      const lastFailure = Math.max(window.to, ...failures.map(({ at }) => at));
      context().figures.push(
        loadSummary('PostgreSQL restarted under load', figures),
        `  PostgreSQL down ${downMs} ms; ${failures.length} answers 502/503 between ${window.from} ms and ${Math.round(lastFailure)} ms; ${verified.checked} keys verified, ${verified.problems.length} lost or wrong`,
      );
      expect(
        bad
          .slice(0, 5)
          .map(
            ({ kind, path, answer }) =>
              `${kind} ${path} ${answer.status} ${answer.error ?? answer.body.slice(0, 200)}`,
          ),
      ).toEqual([]);
      expect(late.slice(0, 5).map(({ path, answer }) => `${path} ${answer.status}`)).toEqual([]);
      expect(unsettled).toBe(0);
      expect(verified.problems.slice(0, 20)).toEqual([]);
    });
  });
}
