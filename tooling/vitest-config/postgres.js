// A throwaway PostgreSQL cluster for the suites that need a real server (the resilience suite,
// the backend's connection tests): Debian's programs, a temporary directory, a port of the
// suite's own block.
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
import { freePort } from './ports.js';

const PREFIX = 'cw-test-pg-';

/**
 * The newest Debian PostgreSQL's programs, or `PG_BIN`; null without them.
 *
 * @returns {string | null}
 */
export function postgresBin() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((name) => existsSync(join(root, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : null;
}

const alive = (pid) => {
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
function reapAbandonedClusters(bin, asRoot) {
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

/**
 * A PostgreSQL cluster of its own in a temporary directory, on a free port of `suite`'s block,
 * with an empty database `cw`; null without PostgreSQL's programs. PostgreSQL refuses to run as
 * root: as root, the cluster belongs to the `postgres` system user (Debian's package makes it).
 *
 * @param {keyof typeof import("./ports.js").PORT_BLOCKS} suite
 */
export async function startPostgres(suite) {
  const bin = postgresBin();
  if (!bin) return null;
  const asRoot = process.getuid?.() === 0;
  reapAbandonedClusters(bin, asRoot);
  const dir = mkdtempSync(join(tmpdir(), PREFIX));
  writeFileSync(join(dir, 'owner.pid'), String(process.pid));
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const run = (program, args) => {
    const command = asRoot ? 'runuser' : join(bin, program);
    const argv = asRoot ? ['-u', 'postgres', '--', join(bin, program), ...args] : args;
    const result = spawnSync(command, argv, { encoding: 'utf8' });
    if (result.status !== 0) {
      throw new Error(`${program} failed:\n${result.stdout}\n${result.stderr}`);
    }
  };
  const port = await freePort(suite);
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
  const pgCtl = (...args) =>
    run('pg_ctl', ['-D', data, '-l', join(dir, 'server.log'), '-o', options, '-w', ...args]);
  pgCtl('start');
  run('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'cw']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/cw`,
    async restart(downForMs) {
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
