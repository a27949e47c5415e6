import { execFileSync, spawnSync } from 'node:child_process';
import {
  chownSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from './processes.ts';

/** A PostgreSQL database for the instances; `restart` only on a cluster of the suite's own. */
export interface Postgres {
  url: string;
  /**
   * Stops the server (fast: sessions are cut, open transactions roll back), keeps it down for
   * `downForMs`, and starts it again.
   */
  restart?: (downForMs: number) => Promise<{ downMs: number }>;
  stop(): Promise<void>;
}

/** The newest Debian PostgreSQL's programs, or `PG_BIN`. */
function postgresBin(): string | null {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((name) => existsSync(join(root, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : null;
}

/**
 * A throwaway PostgreSQL cluster in a temporary directory on a free port, so the suite can
 * restart it mid-load without touching anyone else's server. PostgreSQL refuses to run as
 * root: as root, the cluster belongs to the `postgres` system user (Debian's package makes
 * it). Without PostgreSQL's programs, a database of its own on `TEST_DATABASE_URL` (no restart).
 */
export async function startPostgres(): Promise<Postgres> {
  const bin = postgresBin();
  if (!bin) return databaseOnSharedServer();
  const asRoot = process.getuid?.() === 0;
  reapAbandonedClusters(bin, asRoot);
  const dir = mkdtempSync(join(tmpdir(), PREFIX));
  writeFileSync(join(dir, 'owner.pid'), String(process.pid));
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const run = (program: string, args: string[]) => {
    const command = asRoot ? 'runuser' : join(bin, program);
    const argv = asRoot ? ['-u', 'postgres', '--', join(bin, program), ...args] : args;
    const result = spawnSync(command, argv, { encoding: 'utf8' });
    if (result.status !== 0) {
      throw new Error(`${program} failed:\n${result.stdout}\n${result.stderr}`);
    }
  };
  const port = await freePort();
  const data = join(dir, 'data');
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  // Durable against a process restart (what is tested); fsync off only spares the disk.
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c max_connections=200',
    '-c fsync=off',
    '-c shared_buffers=64MB',
  ].join(' ');
  const pgCtl = (...args: string[]) =>
    run('pg_ctl', ['-D', data, '-l', join(dir, 'server.log'), '-o', options, '-w', ...args]);
  pgCtl('start');
  const admin = new pg.Client({
    connectionString: `postgres://postgres@127.0.0.1:${port}/postgres`,
  });
  await admin.connect();
  await admin.query('create database cw');
  await admin.end();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/cw`,
    async restart(downForMs: number) {
      const started = Date.now();
      pgCtl('-m', 'fast', 'stop');
      await new Promise((done) => setTimeout(done, downForMs));
      pgCtl('start');
      return { downMs: Date.now() - started };
    },
    async stop() {
      pgCtl('-m', 'immediate', 'stop');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const PREFIX = 'cw-resilience-pg-';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * Stops the clusters of earlier runs that were killed before they could stop them (pg_ctl
 * starts the server detached, so it outlives a killed test run).
 */
function reapAbandonedClusters(bin: string, asRoot: boolean) {
  for (const name of readdirSync(tmpdir()).filter((entry) => entry.startsWith(PREFIX))) {
    const dir = join(tmpdir(), name);
    const ownerFile = join(dir, 'owner.pid');
    if (existsSync(ownerFile)) {
      if (alive(Number(readFileSync(ownerFile, 'utf8')))) continue;
    } else if (Date.now() - statSync(dir).mtimeMs < 10 * 60_000) continue;
    const stop = [join(bin, 'pg_ctl'), '-D', join(dir, 'data'), '-m', 'immediate', '-w', 'stop'];
    spawnSync(
      asRoot ? 'runuser' : (stop[0] ?? ''),
      asRoot ? ['-u', 'postgres', '--', ...stop] : stop.slice(1),
    );
    rmSync(dir, { recursive: true, force: true });
  }
}

async function databaseOnSharedServer(): Promise<Postgres> {
  const shared = process.env.TEST_DATABASE_URL;
  if (!shared) {
    throw new Error(
      'The resilience suite needs PostgreSQL: its programs (Debian package postgresql, or PG_BIN) or TEST_DATABASE_URL',
    );
  }
  const name = `cw_resilience_${process.pid}`;
  const admin = new pg.Client({ connectionString: shared });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  const url = new URL(shared);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async stop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
