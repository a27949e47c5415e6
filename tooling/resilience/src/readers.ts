import { encode } from 'next-auth/jwt';
import type { SampleEpisode, SampleWork } from './catalog.ts';
import { type Answer, call, json } from './http.ts';
import { sleep } from './processes.ts';

/** The session cookie of an http:// site (next-auth v4). */
export const SESSION_COOKIE = 'next-auth.session-token';

/** A signed-in reader of the suite: their session, their own client address and works. */
export interface Reader {
  subject: string;
  cookie: string;
  /** A loopback address of their own: per-client limits see 200 clients, not one. */
  address: string;
  works: SampleWork[];
}

/**
 * Readers signed in as the web app would sign them in: a next-auth session sealed with the
 * site's secret, naming a provider subject the backend has never seen (it creates the reader
 * on first use, through whichever instance the call reaches).
 */
export async function mintReaders(
  count: number,
  secret: string,
  works: SampleWork[],
  prefix: string,
  worksPerReader = 4,
): Promise<Reader[]> {
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const subject = `resilience|${prefix}-${i + 1}`;
      const token = await encode({
        token: { sub: subject, email: `${prefix}-${i + 1}@example.jp`, userId: 0, isLinked: false },
        secret,
      });
      const own = Array.from(
        { length: Math.min(worksPerReader, works.length) },
        (_, k) => works[(i * worksPerReader + k) % works.length],
      );
      return {
        subject,
        cookie: `${SESSION_COOKIE}=${token}`,
        address: `127.1.${Math.floor(i / 250)}.${(i % 250) + 1}`,
        works: own.filter((work): work is SampleWork => work !== undefined),
      };
    }),
  );
}

/** Headers of a same-site call from the reader's browser. */
export function readerHeaders(site: string, reader: Reader | null, body = false) {
  return {
    origin: site,
    ...(reader ? { cookie: reader.cookie } : {}),
    ...(body ? { 'content-type': 'application/json' } : {}),
  };
}

type FollowKey = `${string}|${number}`;

/**
 * Every write the service acknowledged, and the ones whose answer was lost ("in doubt": it
 * may or may not have been applied). A reader writes one thing at a time and retries a write
 * in doubt until it is acknowledged, so at the end the last acknowledged write of each key is
 * what the database must hold.
 */
export class WriteLedger {
  readonly follows = new Map<FollowKey, { following: boolean; inDoubt: boolean }>();
  readonly history = new Map<FollowKey, { page: number; inDoubt: boolean }>();
  acknowledged = 0;
  failedAttempts = 0;

  /** Follows (or unfollows) a work; true when acknowledged. */
  async follow(site: string, reader: Reader, work: SampleWork, following: boolean) {
    const key: FollowKey = `${reader.subject}|${work.id}`;
    const answer = following
      ? await call(`${site}/api/follows/series`, {
          method: 'POST',
          headers: readerHeaders(site, reader, true),
          body: JSON.stringify({ workId: work.id }),
          localAddress: reader.address,
        })
      : await call(`${site}/api/follows/series`, {
          method: 'DELETE',
          headers: readerHeaders(site, reader, true),
          body: JSON.stringify({ workIds: [work.id] }),
          localAddress: reader.address,
        });
    const ok = answer.status >= 200 && answer.status < 300;
    this.note(ok);
    this.follows.set(key, { following, inDoubt: !ok });
    return { ok, answer };
  }

  /** Records the page reached in an episode; true when acknowledged. */
  async read(site: string, reader: Reader, episode: SampleEpisode, page: number) {
    const key: FollowKey = `${reader.subject}|${episode.id}`;
    const answer = await call(`${site}/api/membership/history`, {
      method: 'POST',
      headers: readerHeaders(site, reader, true),
      body: JSON.stringify({ episodeId: episode.id, page, pageCount: episode.pageCount }),
      localAddress: reader.address,
    });
    const ok = answer.status >= 200 && answer.status < 300;
    this.note(ok);
    this.history.set(key, { page, inDoubt: !ok });
    return { ok, answer };
  }

  private note(ok: boolean) {
    if (ok) this.acknowledged++;
    else this.failedAttempts++;
  }

  /** Writes again every write still in doubt until each is acknowledged (or `timeoutMs`). */
  async settle(site: string, readers: Reader[], timeoutMs: number): Promise<number> {
    const bySubject = new Map(readers.map((reader) => [reader.subject, reader]));
    const deadline = Date.now() + timeoutMs;
    const pending = () => [
      ...[...this.follows]
        .filter(([, v]) => v.inDoubt)
        .map(([k, v]) => ({ kind: 'follow' as const, k, v })),
      ...[...this.history]
        .filter(([, v]) => v.inDoubt)
        .map(([k, v]) => ({ kind: 'read' as const, k, v })),
    ];
    while (pending().length > 0 && Date.now() < deadline) {
      for (const item of pending()) {
        const [subject, id] = splitKey(item.k);
        const reader = bySubject.get(subject);
        if (!reader) continue;
        if (item.kind === 'follow') {
          const work = reader.works.find((w) => w.id === id);
          if (work && 'following' in item.v)
            await this.follow(site, reader, work, item.v.following);
        } else {
          const episode = reader.works.flatMap((w) => w.episodes).find((e) => e.id === id);
          if (episode && 'page' in item.v) await this.read(site, reader, episode, item.v.page);
        }
      }
      if (pending().length > 0) await sleep(500);
    }
    return pending().length;
  }

  /**
   * Compares the database (read through `site` as each reader) with the ledger: every
   * acknowledged follow state and history page must be there, and nothing else followed.
   */
  async verify(site: string, readers: Reader[]): Promise<{ checked: number; problems: string[] }> {
    const problems: string[] = [];
    let checked = 0;
    for (const reader of readers) {
      const followed = await readFollows(site, reader);
      const read = await readHistory(site, reader);
      if (!followed || !read) {
        problems.push(`${reader.subject}: could not read follows or history`);
        continue;
      }
      for (const work of reader.works) {
        const expected = this.follows.get(`${reader.subject}|${work.id}`);
        if (!expected) {
          if (followed.has(work.id)) problems.push(`${reader.subject} follows ${work.id} unasked`);
          continue;
        }
        checked++;
        if (expected.inDoubt)
          problems.push(`${reader.subject} follow ${work.id} never acknowledged`);
        else if (followed.has(work.id) !== expected.following) {
          problems.push(
            `${reader.subject} work ${work.id}: follows ${followed.has(work.id)}, last acknowledged ${expected.following}`,
          );
        }
        for (const episode of work.episodes) {
          const last = this.history.get(`${reader.subject}|${episode.id}`);
          if (!last) continue;
          checked++;
          const page = read.get(episode.id);
          if (last.inDoubt)
            problems.push(`${reader.subject} history ${episode.id} never acknowledged`);
          else if (page !== last.page) {
            problems.push(
              `${reader.subject} episode ${episode.id}: page ${page ?? 'missing'}, last acknowledged ${last.page}`,
            );
          }
        }
      }
    }
    return { checked, problems };
  }
}

function splitKey(key: FollowKey): [string, number] {
  const at = key.lastIndexOf('|');
  return [key.slice(0, at), Number(key.slice(at + 1))];
}

async function getJson<T>(site: string, reader: Reader, path: string): Promise<T | null> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const answer: Answer = await call(`${site}${path}`, {
      headers: readerHeaders(site, reader),
      localAddress: reader.address,
    });
    const body = json<T>(answer);
    if (answer.status === 200 && body !== undefined) return body;
    await sleep(500);
  }
  return null;
}

/** The ids of the works the reader follows (a reader of the suite follows a few at most). */
async function readFollows(site: string, reader: Reader): Promise<Set<number> | null> {
  const page = await getJson<{ items: { work: { id: number } }[] }>(
    site,
    reader,
    '/api/follows/series?perPage=100',
  );
  return page ? new Set(page.items.map((item) => item.work.id)) : null;
}

/** The page reached in each episode of the reader's history. */
async function readHistory(site: string, reader: Reader): Promise<Map<number, number> | null> {
  const page = await getJson<{ items: { episode: { id: number }; page: number }[] }>(
    site,
    reader,
    '/api/membership/history/list?perPage=100',
  );
  return page ? new Map(page.items.map((item) => [item.episode.id, item.page])) : null;
}
