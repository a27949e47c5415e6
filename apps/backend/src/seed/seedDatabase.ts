import { getTableName, sql } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import * as schema from '../db/schema';
import type { Catalog } from './generateCatalog';

// PostgreSQL's wire protocol caps a statement at 65,535 parameters.
const MAX_PARAMETERS = 60_000;
// Any constant: it serialises instances that start on an empty database at the same time.
const SEED_LOCK_KEY = 7_301_123;

/** Tables with a serial id, whose sequences must move past the ids the catalog assigned. */
const SERIAL_TABLES = [
  schema.labels,
  schema.genres,
  schema.tags,
  schema.authors,
  schema.works,
  schema.episodes,
  schema.volumes,
  schema.topics,
  schema.banners,
];

/**
 * Inserts the catalog in one transaction if the database holds no catalog yet; a second call,
 * or a concurrent one from another instance, does nothing. Resolves to whether it inserted.
 *
 * @example
 * await seedDatabase(db, generateCatalog({ now: new Date() })); // true, then false
 */
export async function seedDatabase(db: Db, catalog: Catalog): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const seeded = await tx.select({ id: schema.labels.id }).from(schema.labels).limit(1);
    if (seeded.length > 0) return false;

    // Parents before children, for the foreign keys.
    await insertInBatches(tx, schema.labels, catalog.labels);
    await insertInBatches(tx, schema.genres, catalog.genres);
    await insertInBatches(tx, schema.tags, catalog.tags);
    await insertInBatches(tx, schema.authors, catalog.authors);
    await insertInBatches(tx, schema.works, catalog.works);
    await insertInBatches(tx, schema.workAuthors, catalog.workAuthors);
    await insertInBatches(tx, schema.workTags, catalog.workTags);
    await insertInBatches(tx, schema.episodes, catalog.episodes);
    await insertInBatches(tx, schema.episodeStores, catalog.episodeStores);
    await insertInBatches(tx, schema.volumes, catalog.volumes);
    await insertInBatches(tx, schema.volumeEpisodes, catalog.volumeEpisodes);
    await insertInBatches(tx, schema.volumeStores, catalog.volumeStores);
    await insertInBatches(tx, schema.topics, catalog.topics);
    await insertInBatches(tx, schema.topicWorks, catalog.topicWorks);
    await insertInBatches(tx, schema.banners, catalog.banners);
    await insertInBatches(tx, schema.workReadCounts, catalog.workReadCounts);

    for (const table of SERIAL_TABLES) {
      await tx.execute(
        sql`select setval(pg_get_serial_sequence(${getTableName(table)}, 'id'), coalesce((select max(${table.id}) from ${table}), 1))`,
      );
    }
    return true;
  });
}

async function insertInBatches<T extends PgTable>(
  db: Db,
  table: T,
  rows: readonly PgInsertValue<T>[],
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const batchSize = Math.max(1, Math.floor(MAX_PARAMETERS / Object.keys(first).length));
  for (let start = 0; start < rows.length; start += batchSize) {
    await db.insert(table).values(rows.slice(start, start + batchSize));
  }
}
