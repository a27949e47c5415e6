// The embedded database (PGlite) killed with SIGKILL while readers write through the web app,
// three rounds: every write the site acknowledged is there after each restart.
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CatalogSample, sampleCatalog } from './catalog.ts';
import { APPS, copyWebApp, WORK_ROOT } from './cluster.ts';
import { freePort, type ManagedProcess, sleep, startProcess, waitForHttp } from './processes.ts';
import { profile } from './profile.ts';
import { mintReaders, type Reader, WriteLedger } from './readers.ts';

const settings = profile();
const workDir = join(WORK_ROOT, `cw-crash-${process.pid}-${Date.now()}`);
const serviceTokenSecret = randomBytes(48).toString('base64');
const nextAuthSecret = randomBytes(48).toString('base64');
let backendPort = 0;
let backend: ManagedProcess;
let web: ManagedProcess;
let site = '';
let catalog: CatalogSample;

function startBackend() {
  return startProcess('backend', process.execPath, [join(APPS, 'backend/dist/main.js')], {
    cwd: join(APPS, 'backend'),
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(backendPort),
      DATA_DIR: join(workDir, 'backend'),
      SERVICE_TOKEN_SECRET: serviceTokenSecret,
      // What is written matters here, not how much catalog there is to read.
      SEED_SCALE: '0.2',
    },
  });
}

beforeAll(async () => {
  mkdirSync(workDir, { recursive: true });
  backendPort = await freePort();
  const webPort = await freePort();
  site = `http://127.0.0.1:${webPort}`;
  backend = startBackend();
  // The web app starts meanwhile: it needs no backend to start.
  copyWebApp(join(workDir, 'web'));
  web = startProcess('web', process.execPath, [join(workDir, 'web', 'serve.ts')], {
    cwd: join(workDir, 'web'),
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PORT: String(webPort),
      HOSTNAME: '127.0.0.1',
      NEXTAUTH_URL: site,
      NEXTAUTH_SECRET: nextAuthSecret,
      SERVICE_TOKEN_SECRET: serviceTokenSecret,
      BACKEND_URL: `http://127.0.0.1:${backendPort}`,
    },
  });
  await Promise.all([
    waitForHttp(`http://127.0.0.1:${backendPort}/healthz`, backend, 180_000),
    waitForHttp(`${site}/api/hello`, web, 180_000),
  ]);
  catalog = await sampleCatalog(`http://127.0.0.1:${backendPort}`, 20);
});

afterAll(async () => {
  await Promise.all([web?.stop(), backend?.stop()]);
  rmSync(workDir, { recursive: true, force: true });
});

describe('the embedded database killed mid-writes', () => {
  it(`keeps every acknowledged write through ${settings.crashRounds} SIGKILLs`, async () => {
    const ledger = new WriteLedger();
    // Many works each, so most writes touch a key of their own that must be found afterwards.
    const readers = await mintReaders(
      settings.crashWriters,
      nextAuthSecret,
      catalog.works,
      'crash',
      10,
    );
    let writing = true;
    let kills = 0;
    const writer = async (reader: Reader, seed: number) => {
      for (let n = seed; writing; n++) {
        const work = reader.works[Math.floor(n / 2) % reader.works.length];
        const episodes = reader.works.flatMap((w) => w.episodes);
        const episode = episodes[Math.floor(n / 2) % episodes.length];
        if (!work || !episode) continue;
        const following = !(ledger.follows.get(`${reader.subject}|${work.id}`)?.following ?? false);
        const page = n % episode.pageCount;
        const write =
          n % 2 === 0
            ? () => ledger.follow(site, reader, work, following)
            : () => ledger.read(site, reader, episode, page);
        // Retried until acknowledged: the last acknowledged write of each key is the truth.
        while (writing && !(await write()).ok) await sleep(200);
      }
    };
    const writers = readers.map((reader, i) => writer(reader, i * 3));
    for (let round = 0; round < settings.crashRounds; round++) {
      const target = ledger.acknowledged + settings.crashAfterAcks;
      while (ledger.acknowledged < target) await sleep(20);
      await backend.stop('SIGKILL');
      kills++;
      backend = startBackend();
      await waitForHttp(`http://127.0.0.1:${backendPort}/healthz`, backend, 120_000);
    }
    // A little more writing on the last restart, then stop and check.
    const target = ledger.acknowledged + settings.crashAfterAcks / 2;
    while (ledger.acknowledged < target) await sleep(20);
    writing = false;
    await Promise.all(writers);
    const unsettled = await ledger.settle(site, readers, 30_000);
    const verified = await ledger.verify(site, readers);
    console.log(
      `embedded database: ${kills} SIGKILLs mid-writes, ${ledger.acknowledged} writes acknowledged (${ledger.failedAttempts} attempts failed while it was down), ${verified.checked} keys verified, ${verified.problems.length} lost or wrong`,
    );
    expect(unsettled).toBe(0);
    expect(verified.problems.slice(0, 20)).toEqual([]);
    expect(kills).toBe(settings.crashRounds);
  });
});
