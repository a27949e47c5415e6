import type { PORT_BLOCKS } from './ports';

/** A PostgreSQL server of a test's own, and its database `cw`. */
export interface TestPostgres {
  /** The database `cw`, as a connection string. */
  url: string;
  /**
   * Stops the server (fast: sessions are cut, open transactions roll back), keeps it down for
   * `downForMs`, and starts it again.
   */
  restart(downForMs: number): Promise<{ downMs: number }>;
  /** Stops the server and removes its files. */
  stop(): Promise<void>;
}

/** The newest Debian PostgreSQL's programs, or `PG_BIN`; null without them. */
export function postgresBin(): string | null;

/**
 * A throwaway PostgreSQL cluster on a free port of `suite`'s block, with an empty database
 * `cw`; null without PostgreSQL's programs (Debian package postgresql, or `PG_BIN`).
 *
 * @example
 * const postgres = await startPostgres('backend');
 * if (postgres) await createDatabase({ databaseUrl: postgres.url });
 */
export function startPostgres(suite: keyof typeof PORT_BLOCKS): Promise<TestPostgres | null>;
