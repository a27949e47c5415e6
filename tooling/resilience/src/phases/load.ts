import { describe, expect, it } from 'vitest';
import type { Context } from '../context.ts';
import { loadSummary, runLoad } from '../load.ts';
import { mintReaders, WriteLedger } from '../readers.ts';

/** Upstream addresses nginx sent requests to, with counts, from its access log. */
export function upstreamCounts(accessLog: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const match of accessLog.matchAll(/upstream=(\d[\d.:]+)/g)) {
    const address = match[1] ?? '';
    counts.set(address, (counts.get(address) ?? 0) + 1);
  }
  return counts;
}

/**
 * Readers browsing and writing at once through the site: no 5xx, no request without an
 * answer, and every acknowledged write in the database afterwards (the last acknowledged
 * follow state of every work, the last page of every episode).
 */
export function describeLoadPhase(context: () => Context) {
  describe('load', () => {
    it('serves readers mixing pages, catalog, viewer and writes with no 5xx and no lost write', async () => {
      const { cluster, catalog, profile } = context();
      const ledger = new WriteLedger();
      const readers = await mintReaders(
        profile.readers,
        cluster.nextAuthSecret,
        catalog.works,
        'load',
      );
      const logBefore = cluster.nginx.accessLog().length;
      const figures = await runLoad({
        site: cluster.siteUrl,
        readers,
        catalog,
        ledger,
        durationMs: profile.loadSeconds * 1000,
        thinkMs: profile.thinkMs,
      });
      const unsettled = await ledger.settle(cluster.siteUrl, readers, 30_000);
      const verified = await ledger.verify(cluster.siteUrl, readers);
      const spread = upstreamCounts(cluster.nginx.accessLog().slice(logBefore));
      context().figures.push(
        loadSummary('load', figures),
        `  verified ${verified.checked} keys of ${readers.length} readers: ${verified.problems.length} lost or wrong`,
        `  requests per instance: ${[...cluster.webs, ...cluster.backends]
          .map((i) => `${i.name} ${spread.get(new URL(i.url).host) ?? 0}`)
          .join(', ')}`,
      );
      expect(figures.serverErrors.slice(0, 10)).toEqual([]);
      expect(figures.clientErrors.slice(0, 10)).toEqual([]);
      expect(figures.noAnswer.slice(0, 10)).toEqual([]);
      expect(unsettled).toBe(0);
      expect(verified.problems.slice(0, 20)).toEqual([]);
      expect(figures.writesAcknowledged).toBeGreaterThan(readers.length / 2);
      for (const instance of [...cluster.webs, ...cluster.backends]) {
        expect(spread.get(new URL(instance.url).host) ?? 0, instance.name).toBeGreaterThan(0);
      }
    });
  });
}
