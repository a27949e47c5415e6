import type { CatalogSample } from './catalog.ts';
import { type Answer, call, percentile } from './http.ts';
import { sleep } from './processes.ts';
import { type Reader, readerHeaders, type WriteLedger } from './readers.ts';

/** The kinds of request a reader makes, reported apart. */
export type RequestKind = 'page' | 'catalog' | 'viewer' | 'member-read' | 'write';

export interface LoadOptions {
  site: string;
  readers: Reader[];
  catalog: CatalogSample;
  ledger: WriteLedger;
  durationMs: number;
  /** Pause between one reader's requests: uniform in [0, thinkMs]. */
  thinkMs: number;
  /** A reader writes at most once per this many ms (the membership rate limit is per reader). */
  writeEveryMs?: number;
  /** Called with every answer (fault phases classify them). */
  onAnswer?: (kind: RequestKind, path: string, answer: Answer, at: number) => void;
}

export interface LoadFigures {
  readers: number;
  seconds: number;
  requests: number;
  perSecond: number;
  byKind: Record<string, { count: number; p50: number; p95: number; p99: number; max: number }>;
  statuses: Record<string, number>;
  serverErrors: { kind: RequestKind; path: string; status: number; body: string }[];
  /** Answers 4xx to requests a reader makes (all valid): the first few, to show why. */
  clientErrors: { kind: RequestKind; path: string; status: number; body: string }[];
  noAnswer: { kind: RequestKind; path: string; error: string }[];
  writesAcknowledged: number;
  writeAttemptsFailed: number;
}

/** A deterministic generator per reader, so two runs make the same mix of requests. */
function random(seed: number) {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
}

const pick = <T>(items: readonly T[], r: number): T => items[Math.floor(r * items.length)] as T;

/**
 * Readers that browse and write as people do, one request at a time with a pause between:
 * shared pages and catalog reads through the site (the cache answers most), viewer manifests,
 * their own follow states and history, and writes (follow, unfollow, pages read), each write
 * retried until acknowledged so the ledger's last acknowledged write is the one to find.
 */
export async function runLoad(options: LoadOptions): Promise<LoadFigures> {
  const { site, catalog, ledger } = options;
  const latencies = new Map<RequestKind, number[]>();
  const statuses: Record<string, number> = {};
  const serverErrors: LoadFigures['serverErrors'] = [];
  const clientErrors: LoadFigures['clientErrors'] = [];
  const noAnswer: LoadFigures['noAnswer'] = [];
  const started = Date.now();
  const stopAt = started + options.durationMs;
  const writeEvery = options.writeEveryMs ?? 1000;

  const record = (kind: RequestKind, path: string, answer: Answer) => {
    options.onAnswer?.(kind, path, answer, Date.now() - started);
    const bucket = answer.status === 0 ? 'none' : `${Math.floor(answer.status / 100)}xx`;
    statuses[bucket] = (statuses[bucket] ?? 0) + 1;
    if (answer.status === 0) noAnswer.push({ kind, path, error: answer.error ?? '' });
    else {
      const list = latencies.get(kind) ?? [];
      list.push(answer.ms);
      latencies.set(kind, list);
    }
    if (answer.status >= 400 && answer.status < 500 && clientErrors.length < 20) {
      clientErrors.push({ kind, path, status: answer.status, body: answer.body.slice(0, 300) });
    }
    if (answer.status >= 500) {
      serverErrors.push({ kind, path, status: answer.status, body: answer.body.slice(0, 300) });
    }
  };

  const pages = (r: () => number) => {
    const work = pick(catalog.works, r());
    const episode = pick(work.episodes, r());
    return pick(
      [
        '/',
        '/ranking',
        `/ranking/${pick(catalog.genres, r())}`,
        '/new',
        `/detail/${work.code}`,
        `/viewer/${episode.code}`,
        `/label/${pick(catalog.labels, r()).code}`,
        '/search',
        '/my-comic',
      ],
      r(),
    );
  };
  const catalogReads = (r: () => number) => {
    const work = pick(catalog.works, r());
    return pick(
      [
        `/api/contents/details/work?workCode=${work.code}`,
        `/api/ranking?period=daily&genre=all&page=1&perPage=20`,
        `/api/series?page=${1 + Math.floor(r() * 5)}&perPage=20`,
        `/api/search/keywords?q=${encodeURIComponent(pick(catalog.searchWords, r()))}`,
        '/api/label',
        '/api/comics/new?page=1&perPage=20',
        `/api/related-product/${work.code}`,
      ],
      r(),
    );
  };

  async function reader(index: number, self: Reader) {
    const r = random(index * 7919 + 17);
    let lastWrite = 0;
    const get = async (kind: RequestKind, path: string, withSession: boolean) => {
      const answer = await call(`${site}${path}`, {
        headers: withSession ? readerHeaders(site, self) : {},
        localAddress: self.address,
      });
      record(kind, path, answer);
    };
    // Readers do not all start at the same instant.
    await sleep(r() * Math.min(2000, options.thinkMs * 2));
    while (Date.now() < stopAt) {
      const roll = r();
      if (roll < 0.3) await get('page', pages(r), true);
      else if (roll < 0.55) await get('catalog', catalogReads(r), true);
      else if (roll < 0.7) {
        const episode = pick(pick(catalog.works, r()).episodes, r());
        await get('viewer', `/api/contents/viewer?episodeCode=${episode.code}`, true);
      } else if (roll < 0.78 || Date.now() - lastWrite < writeEvery) {
        const work = pick(self.works, r());
        await get(
          'member-read',
          r() < 0.5
            ? `/api/follows/series/${work.id}`
            : `/api/membership/history?seriesId=${work.id}`,
          true,
        );
      } else {
        lastWrite = Date.now();
        const work = pick(self.works, r());
        const episode = pick(work.episodes, r());
        const following = !(ledger.follows.get(`${self.subject}|${work.id}`)?.following ?? false);
        const page = Math.floor(r() * episode.pageCount);
        const follows = r() < 0.5;
        const write = follows
          ? () => ledger.follow(site, self, work, following)
          : () => ledger.read(site, self, episode, page);
        const path = follows
          ? `${following ? 'POST' : 'DELETE'} /api/follows/series`
          : 'POST /api/membership/history';
        // The same write again until acknowledged (a fault phase cuts some), then the next.
        for (let attempt = 0; ; attempt++) {
          const { ok, answer } = await write();
          record('write', path, answer);
          if (ok || Date.now() > stopAt + 30_000) break;
          await sleep(Math.min(2000, 250 * 2 ** attempt));
        }
      }
      await sleep(r() * options.thinkMs);
    }
  }

  await Promise.all(options.readers.map((self, i) => reader(i, self)));
  const seconds = (Date.now() - started) / 1000;
  const requests = Object.values(statuses).reduce((a, b) => a + b, 0);
  const byKind: LoadFigures['byKind'] = {};
  for (const [kind, values] of latencies) {
    byKind[kind] = {
      count: values.length,
      p50: Math.round(percentile(values, 50)),
      p95: Math.round(percentile(values, 95)),
      p99: Math.round(percentile(values, 99)),
      max: Math.round(Math.max(...values)),
    };
  }
  return {
    readers: options.readers.length,
    seconds: Math.round(seconds * 10) / 10,
    requests,
    perSecond: Math.round(requests / seconds),
    byKind,
    statuses,
    serverErrors,
    clientErrors,
    noAnswer,
    writesAcknowledged: ledger.acknowledged,
    writeAttemptsFailed: ledger.failedAttempts,
  };
}

/** The figures as a few lines for the log and docs/resilience.md. */
export function loadSummary(title: string, figures: LoadFigures): string {
  const kinds = Object.entries(figures.byKind)
    .map(
      ([kind, f]) =>
        `  ${kind.padEnd(12)} ${String(f.count).padStart(7)} requests  p50 ${f.p50} ms  p95 ${f.p95} ms  p99 ${f.p99} ms  max ${f.max} ms`,
    )
    .join('\n');
  return [
    `${title}: ${figures.readers} readers, ${figures.seconds} s, ${figures.requests} requests, ${figures.perSecond} req/s`,
    `  statuses ${JSON.stringify(figures.statuses)}; writes acknowledged ${figures.writesAcknowledged}, failed attempts ${figures.writeAttemptsFailed}`,
    kinds,
  ].join('\n');
}
