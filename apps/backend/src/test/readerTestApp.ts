import { apiErrorBodySchema } from '@cw/contract/schemas';
import { CLIENT_SERVICE_SUBJECT, signServiceToken } from '@cw/service-token';
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { episodes, labels, works } from '../db/schema';
import { createTestApp, TEST_SECRET } from './app';
import { seedNow } from './database';

/**
 * Who makes a membership call: a reader by subject (without an email address or a session
 * unless given), or nobody: a bad token of some kind, or the web app's token for a client address.
 */
export type Caller =
  | string
  | { subject: string; email: string | null; session?: string }
  | { token: 'missing' | 'forged' | 'expired' | 'client' };

/** One membership call: method, path under `/v3/membership` and JSON body. */
export type Route = [method: string, path: string, body?: unknown];

/** The first of some catalog rows a test picked; the seeded catalog always has them. */
export function first<T>(rows: T[]): T {
  const [row] = rows;
  if (row === undefined) throw new Error('the seeded catalog has no such rows');
  return row;
}

/**
 * createTestApp with a clock the test moves (from the catalog's instant) and helpers for
 * membership calls.
 */
export async function createReaderTestApp() {
  const base = await createTestApp();
  const { app, database } = base;
  const { db } = database;
  let clock = seedNow();

  /** Moves the app's clock to `at`. */
  function setClock(at: Date) {
    clock = at;
    base.setNow(at);
  }

  async function authorization(caller: Caller): Promise<Record<string, string>> {
    if (typeof caller === 'string' || 'subject' in caller) {
      const reader = typeof caller === 'string' ? { subject: caller, email: null } : caller;
      return { authorization: `Bearer ${await signServiceToken(reader, TEST_SECRET, clock)}` };
    }
    const claims = { subject: 'intruder', email: null };
    switch (caller.token) {
      case 'missing':
        return {};
      case 'forged':
        return {
          authorization: `Bearer ${await signServiceToken(claims, 'x'.repeat(40), clock)}`,
        };
      case 'expired': {
        const anHourAgo = new Date(clock.getTime() - 60 * 60 * 1000);
        return {
          authorization: `Bearer ${await signServiceToken(claims, TEST_SECRET, anHourAgo)}`,
        };
      }
      // Valid, but vouching for a client address (guest goods, images): no reader.
      case 'client':
        return {
          authorization: `Bearer ${await signServiceToken({ subject: CLIENT_SERVICE_SUBJECT, email: null }, TEST_SECRET, clock)}`,
        };
    }
  }

  /**
   * Calls `/v3/membership{path}` as `caller`, with `body` sent as JSON when given and `extra`
   * request headers (an `Idempotency-Key`).
   */
  async function call(
    caller: Caller,
    method: string,
    path: string,
    body?: unknown,
    extra: Record<string, string> = {},
  ) {
    const headers = { ...extra, ...(await authorization(caller)) };
    if (body !== undefined) headers['content-type'] = 'application/json';
    return app.request(`/v3/membership${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }

  /**
   * Asserts that every route answers 401 without a token, with a forged and an expired one, and
   * with the web app's client token, which names no reader.
   */
  async function expectUnauthorized(routes: Route[]) {
    for (const token of ['missing', 'forged', 'expired', 'client'] as const) {
      for (const [method, path, body] of routes) {
        const response = await call({ token }, method, path, body);
        expect(response.status, `${method} ${path} with a ${token} token`).toBe(401);
        expect(apiErrorBodySchema.parse(await response.json()).error.code).toBe('UNAUTHORIZED');
      }
    }
  }

  /** `count` works of the seeded catalog that have active web episodes, by id. */
  async function someWorks(count: number) {
    const rows = await db
      .selectDistinct({ id: works.id })
      .from(works)
      .innerJoin(episodes, eq(episodes.workId, works.id))
      .where(eq(episodes.isActive, true))
      .orderBy(asc(works.id))
      .limit(count);
    return rows.map((row) => row.id);
  }

  /** `count` active episodes of the seeded catalog with their work and page count. */
  async function someEpisodes(count: number) {
    return db
      .select({ id: episodes.id, workId: episodes.workId, pageCount: episodes.pageCount })
      .from(episodes)
      .where(eq(episodes.isActive, true))
      .orderBy(asc(episodes.id))
      .limit(count);
  }

  async function someLabels(count: number) {
    const rows = await db
      .select({ id: labels.id })
      .from(labels)
      .orderBy(asc(labels.id))
      .limit(count);
    return rows.map((row) => row.id);
  }

  return {
    app,
    database,
    setClock,
    call,
    expectUnauthorized,
    someWorks,
    someEpisodes,
    someLabels,
    close: base.close,
  };
}

export type ReaderTestApp = Awaited<ReturnType<typeof createReaderTestApp>>;
