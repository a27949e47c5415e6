import { createHmac, randomBytes } from 'node:crypto';
import { endpoints } from '@cw/contract/endpoints';
import { CLIENT_SERVICE_SUBJECT, signServiceToken } from '@cw/service-token';
import { describe, expect, it } from 'vitest';
import type { Context } from '../context.ts';
import { type Answer, call, json } from '../http.ts';
import { mintReaders, type Reader, readerHeaders } from '../readers.ts';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A service token as anyone could make one: any header, claims and key. */
function craftToken(claims: Record<string, unknown>, secret: string, alg = 'HS256'): string {
  const unsigned = `${b64({ alg, typ: 'JWT' })}.${b64(claims)}`;
  if (alg === 'none') return `${unsigned}.`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

/** The member endpoints of the table, with their path filled with `values`. */
function memberCalls(values: Record<string, string>, bodies: Record<string, unknown>) {
  return Object.entries(endpoints)
    .filter(([, definition]) => definition.access === 'member')
    .map(([name, definition]) => ({
      name,
      method: definition.method,
      path: definition.path.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '1'),
      body: definition.method === 'GET' ? undefined : JSON.stringify(bodies[name] ?? {}),
    }));
}

/** A reader's answer must never carry another reader's email or subject. */
function expectNoLeak(answer: Answer, victim: Reader, what: string) {
  expect(answer.body.includes(victim.subject), `${what} leaks the subject`).toBe(false);
  expect(
    answer.body.includes(`${victim.subject.split('|')[1]}@example.jp`),
    `${what} leaks the email`,
  ).toBe(false);
}

export function describeAuthorization(context: () => Context) {
  describe('authorization', () => {
    it('refuses every membership route without a session, from a foreign origin, and for another reader’s ids', async () => {
      const { cluster, catalog } = context();
      const site = cluster.siteUrl;
      const [victim, intruder] = await mintReaders(
        2,
        cluster.nextAuthSecret,
        catalog.works,
        'authz',
      );
      const work = catalog.works[2];
      const episode = work?.episodes[0];
      const label = catalog.labels[1];
      if (!victim || !intruder || !work || !episode || !label) throw new Error('sample');
      const asVictim = (path: string, method = 'GET', body?: unknown) =>
        call(`${site}${path}`, {
          method,
          headers: readerHeaders(site, victim, body !== undefined),
          body: body === undefined ? undefined : JSON.stringify(body),
          localAddress: victim.address,
        });
      // The victim's own data: a followed work and label, a page read, a good.
      expect((await asVictim('/api/follows/series', 'POST', { workId: work.id })).status).toBe(200);
      expect((await asVictim(`/api/follows/labels/${label.id}`, 'POST', {})).status).toBe(200);
      const read = await asVictim('/api/membership/history', 'POST', {
        episodeId: episode.id,
        page: 5,
        pageCount: episode.pageCount,
      });
      expect(read.status).toBe(204);
      expect(
        (await asVictim(`/api/membership/favorites/episodes/${episode.id}/status`, 'POST', {}))
          .status,
      ).toBe(200);

      const values = {
        labelId: String(label.id),
        seriesId: String(work.id),
        episodeId: String(episode.id),
      };
      const bodies: Record<string, unknown> = {
        unfollowLabels: { labelIds: [label.id] },
        setLabelNotification: { notification: false },
        unfollowSeries: { workIds: [work.id] },
        setSeriesNotification: { notification: false },
        deleteHistory: { episodeIds: [episode.id] },
        unsubscribeMail: { token: 'x' },
      };
      const calls = memberCalls(values, bodies);
      expect(calls.length).toBeGreaterThan(15);
      let probes = 0;
      for (const member of calls) {
        const headers = { 'content-type': 'application/json' };
        // No session.
        const guest = await call(`${site}${member.path}`, {
          method: member.method,
          headers: { ...headers, origin: site },
          body: member.body,
        });
        expect(guest.status, `${member.name} without a session`).toBe(401);
        expect(json<{ error: { code: string } }>(guest)?.error.code).toBe('UNAUTHORIZED');
        expect(guest.headers['access-control-allow-origin']).toBeUndefined();
        // A session, from another site: writes refused; reads answered to no other origin.
        const foreign = await call(`${site}${member.path}`, {
          method: member.method,
          headers: { ...headers, origin: 'https://evil.example', cookie: intruder.cookie },
          body: member.body,
        });
        if (member.method !== 'GET') {
          expect(foreign.status, `${member.name} cross-origin`).toBe(403);
          // No Origin at all, or the opaque one of a sandboxed page: refused alike.
          for (const origin of [undefined, 'null']) {
            const answer = await call(`${site}${member.path}`, {
              method: member.method,
              headers: { ...headers, cookie: intruder.cookie, ...(origin ? { origin } : {}) },
              body: member.body,
            });
            expect(answer.status, `${member.name} with Origin ${origin}`).toBe(403);
            probes++;
          }
        }
        expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
        expectNoLeak(foreign, victim, `${member.name} cross-origin`);
        // The intruder with the victim's ids: acts on their own data only.
        const mine = await call(`${site}${member.path}`, {
          method: member.method,
          headers: { ...headers, origin: site, cookie: intruder.cookie },
          body: member.body,
          localAddress: intruder.address,
        });
        expect(mine.status, `${member.name} as another reader`).toBeLessThan(500);
        expectNoLeak(mine, victim, `${member.name} as another reader`);
        // Then the same read by a guest through the site's cache: never the reader's answer.
        if (member.method === 'GET') {
          const after = await call(`${site}${member.path}`, { headers: { origin: site } });
          expect(after.status, `${member.name} cached for a guest`).toBe(401);
          expect(mine.headers['x-cache-status'] ?? 'MISS').not.toBe('HIT');
        }
        probes += 4;
      }

      // The victim's data is as they left it.
      const follows = json<{ items: { work: { id: number } }[] }>(
        await asVictim('/api/follows/series'),
      );
      expect(follows?.items.map((item) => item.work.id)).toContain(work.id);
      const labels = json<{ items: { label: { id: number } }[] }>(
        await asVictim('/api/follows/labels'),
      );
      expect(labels?.items.map((item) => item.label.id)).toContain(label.id);
      const history = json<{ items: { episode: { id: number }; page: number }[] }>(
        await asVictim('/api/membership/history/list'),
      );
      expect(history?.items.find((item) => item.episode.id === episode.id)?.page).toBe(5);
      const good = json<{ isFavorite?: boolean; favorite?: boolean }>(
        await asVictim(`/api/membership/favorites/episodes/${episode.id}/status`),
      );
      expect(good?.isFavorite ?? good?.favorite).toBe(true);
      context().figures.push(
        `authorization: ${probes} web probes on ${calls.length} member routes, no leak`,
      );
    });

    it('refuses every /v3/membership route without a token or with a forged, expired or borrowed one', async () => {
      const { cluster } = context();
      const [backend] = cluster.backends;
      if (!backend) throw new Error('no backend');
      const document = json<{ paths: Record<string, Record<string, unknown>> }>(
        await call(`${backend.url}/v3/openapi.json`),
      );
      const routes = Object.entries(document?.paths ?? {})
        .filter(([path]) => path.startsWith('/v3/membership/'))
        .flatMap(([path, operations]) =>
          Object.keys(operations).map((method) => ({
            method: method.toUpperCase(),
            path: path.replace(/\{\w+\}/g, '1'),
          })),
        );
      expect(routes.length).toBeGreaterThan(15);
      const now = Math.floor(Date.now() / 1000);
      const claims = {
        sub: 'resilience|victim',
        email: null,
        iss: 'cw-web',
        aud: 'cw-backend-v3',
        iat: now,
        exp: now + 60,
      };
      const secret = cluster.serviceTokenSecret;
      const tokens: Record<string, string | null> = {
        none: null,
        'another secret': craftToken(claims, randomBytes(48).toString('base64')),
        expired: await signServiceToken(
          { subject: claims.sub, email: null },
          secret,
          new Date(Date.now() - 10 * 60_000),
        ),
        'issued in the future': craftToken({ ...claims, iat: now + 600, exp: now + 660 }, secret),
        'ten years long': craftToken({ ...claims, exp: now + 10 * 365 * 86_400 }, secret),
        'no expiry': craftToken({ ...claims, exp: undefined }, secret),
        'alg none': craftToken(claims, secret, 'none'),
        'wrong audience': craftToken({ ...claims, aud: 'someone-else' }, secret),
        'a client token': await signServiceToken(
          { subject: CLIENT_SERVICE_SUBJECT, email: null },
          secret,
        ),
        'empty subject': craftToken({ ...claims, sub: '' }, secret),
        'basic auth': 'Basic cmVhZGVyOnNlY3JldA==',
        garbage: 'Bearer x.y.z',
      };
      let probes = 0;
      for (const route of routes) {
        for (const [kind, token] of Object.entries(tokens)) {
          for (const target of cluster.backends) {
            const authorization =
              token?.startsWith('Basic') || token?.startsWith('Bearer') ? token : `Bearer ${token}`;
            const answer = await call(`${target.url}${route.path}`, {
              method: route.method,
              headers: {
                'content-type': 'application/json',
                ...(token === null ? {} : { authorization }),
              },
              body: route.method === 'GET' ? undefined : '{}',
            });
            expect(answer.status, `${route.method} ${route.path} with ${kind}`).toBe(401);
            probes++;
          }
        }
      }
      context().figures.push(
        `authorization: ${probes} direct backend probes (${Object.keys(tokens).length} kinds of missing or bad token), all 401`,
      );
    });
  });
}
