import { signServiceToken } from '@cw/service-token';
import { decode } from 'next-auth/jwt';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { launchChromium, signUp } from '../browser.ts';
import { BACKEND_ENV, type Context } from '../context.ts';
import { call, json } from '../http.ts';
import { SESSION_COOKIE } from '../readers.ts';

type FollowedPage = { items: { work: { id: number } }[] };
type HistoryPage = { items: { episode: { id: number }; page: number }[] };

/**
 * One reader, two web instances: signed in through the site (nginx, either instance), they
 * follow a work and record a page through web 1; web 2 shows both, and so does each backend.
 */
export function describeTwoInstances(context: () => Context) {
  describe('two web and two backend instances on one PostgreSQL', () => {
    it('shows through web 2 what the reader did through web 1', async () => {
      const { cluster, catalog } = context();
      const site = cluster.siteUrl;
      const [web1, web2] = cluster.webs;
      const work = catalog.works[0];
      const episode = work?.episodes[0];
      if (!web1 || !web2 || !work || !episode) throw new Error('two webs and a work are needed');

      const browser = await launchChromium();
      try {
        const browserContext = await browser.newContext();
        // Sign-in round-trips (state and PKCE cookies, the callback) land on either instance.
        await signUp(browserContext, site, cluster.idpUrl, `${site}/my-comic`);
        const session = (await browserContext.cookies(site)).find((c) => c.name === SESSION_COOKIE);
        expect(session, 'a session cookie after sign-in').toBeDefined();
        const cookie = `${SESSION_COOKIE}=${session?.value}`;
        const headers = { cookie, origin: site, 'content-type': 'application/json' };

        // Web 1: follow and read page 3.
        const followed = await call(`${web1.url}/api/follows/series`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ workId: work.id }),
        });
        expect(followed.status, followed.body).toBe(200);
        const recorded = await call(`${web1.url}/api/membership/history`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ episodeId: episode.id, page: 3, pageCount: episode.pageCount }),
        });
        expect(recorded.status, recorded.body).toBe(204);

        // Web 2: both there.
        const follows = json<FollowedPage>(
          await call(`${web2.url}/api/follows/series`, { headers }),
        );
        expect(follows?.items.map((item) => item.work.id)).toContain(work.id);
        const history = json<HistoryPage>(
          await call(`${web2.url}/api/membership/history/list`, { headers }),
        );
        expect(history?.items.find((item) => item.episode.id === episode.id)?.page).toBe(3);

        // Each backend, asked directly for the same reader, agrees.
        const claims = await decode({ token: session?.value, secret: cluster.nextAuthSecret });
        expect(claims?.sub).toBeTruthy();
        for (const backend of cluster.backends) {
          const token = await signServiceToken(
            { subject: String(claims?.sub), email: null },
            cluster.serviceTokenSecret,
          );
          const direct = json<FollowedPage>(
            await call(`${backend.url}/v3/membership/follows/series`, {
              headers: { authorization: `Bearer ${token}` },
            }),
          );
          expect(
            direct?.items.map((item) => item.work.id),
            backend.name,
          ).toContain(work.id);
        }

        // And the reader's own page through the site shows the followed work.
        const page = await browserContext.newPage();
        await page.goto(`${site}/my-comic/follow/contents`);
        await expect
          .poll(() => page.getByText(work.title).count(), { timeout: 20_000 })
          .toBeGreaterThan(0);
        await browserContext.close();
      } finally {
        await browser.close();
      }
    });

    it('spreads the site over both web instances', async () => {
      const { cluster } = context();
      // Uncached API reads (no-store) always reach an instance.
      for (let i = 0; i < 8; i++) await call(`${cluster.siteUrl}/api/hello`);
      const upstreams = new Set(
        cluster.nginx
          .accessLog()
          .split('\n')
          .filter((line) => line.includes('"GET /api/hello '))
          .map((line) => /upstream=(\S+)/.exec(line)?.[1]),
      );
      for (const web of cluster.webs) expect(upstreams).toContain(new URL(web.url).host);
    });
  });
}

/**
 * The rankings job: every instance runs the timer, and each refresh is computed by exactly one
 * (the one that takes the lock and finds the rankings stale under it). Checked over the whole
 * run, restarts included: each computation logs one line naming its instance.
 */
export function describeRankingsOnce(context: () => Context) {
  describe('the rankings job', () => {
    it('computed each refresh on exactly one instance over the whole run', async () => {
      const { cluster } = context();
      const runs = cluster.backends.flatMap((backend) =>
        backend
          .lines()
          .map((line) => /rankings computed at (\S+) by (\S+) in/.exec(line))
          .filter((match): match is RegExpExecArray => match !== null)
          .map((match) => ({
            at: Date.parse(match[1] ?? ''),
            by: match[2],
            backend: backend.name,
          })),
      );
      runs.sort((a, b) => a.at - b.at);
      const interval = Number(BACKEND_ENV.RANKING_REFRESH_SECONDS) * 1000;
      expect(runs.length, 'refreshes seen').toBeGreaterThanOrEqual(2);
      for (const [i, run] of runs.entries()) {
        const previous = runs[i - 1];
        if (previous) {
          // Two instances computing one refresh would log two runs within half an interval.
          expect(
            run.at - previous.at,
            `${previous.backend} then ${run.backend}`,
          ).toBeGreaterThanOrEqual(interval / 2);
        }
      }
      const database = new pg.Client({ connectionString: cluster.postgres.url });
      await database.connect();
      const { rows } = await database.query<{ computed_at: Date }>(
        'select distinct computed_at from rankings',
      );
      await database.end();
      // The rankings in the database are one refresh, and one of the logged ones (read again:
      // a refresh may have committed between the log read above and the query).
      expect(rows).toHaveLength(1);
      const logged = cluster.backends.flatMap((backend) =>
        backend
          .lines()
          .map((line) => /rankings computed at (\S+) by/.exec(line)?.[1])
          .filter((at): at is string => at !== undefined)
          .map((at) => Date.parse(at)),
      );
      expect(logged).toContain(rows[0]?.computed_at.getTime());
      const byBackend = Object.groupBy(runs, (run) => run.backend);
      context().figures.push(
        `rankings: ${runs.length} refreshes, each on one instance (${Object.entries(byBackend)
          .map(([name, list]) => `${name} ${list?.length}`)
          .join(', ')}), never two within ${interval / 2000} s`,
      );
    });
  });
}
