import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '@cw/vitest-config/ports';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    backendUrl: string;
    idpUrl: string;
    /** The web app's session secret, so tests can mint expired or oversized sessions. */
    nextAuthSecret: string;
  }
}

const NEXTAUTH_SECRET = 'e2e-nextauth-secret-of-sufficient-length-0001';

async function waitFor(url: string, child: ChildProcess, name: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${name} at ${url} did not answer within ${timeoutMs} ms`);
}

function start(name: string, command: string, args: string[], env: Record<string, string>) {
  const child = spawn(command, args, {
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  child.on('error', (error) => console.error(`[e2e] ${name} failed to start`, error));
  return child;
}

/**
 * The whole service as `npm start` runs it, on free ports of 127.0.0.1 (Chromium here resolves
 * nothing else): backend v3 on a fresh embedded database, the local OpenID provider, and the
 * production build of the web app.
 */
export default async function setup(project: TestProject) {
  const [webPort, backendPort, idpPort] = await Promise.all([
    freePort('e2e'),
    freePort('e2e'),
    freePort('e2e'),
  ]);
  const dataDir = mkdtempSync(join(tmpdir(), 'cw-e2e-'));
  const baseUrl = `http://127.0.0.1:${webPort}`;
  const backendUrl = `http://127.0.0.1:${backendPort}`;
  const idpUrl = `http://127.0.0.1:${idpPort}`;
  const apps = resolve(import.meta.dirname, '../..');

  const children = [
    start('backend', process.execPath, [join(apps, 'backend/dist/main.js')], {
      PORT: String(backendPort),
      DATA_DIR: join(dataDir, 'backend'),
      // Every test browses from 127.0.0.1 on a cold image cache: one client, many readers.
      RATE_LIMIT_RENDERS_PER_MINUTE: '100000',
    }),
    start('idp', process.execPath, [join(apps, 'idp/dist/main.js')], {
      IDP_PORT: String(idpPort),
      IDP_ISSUER: idpUrl,
      IDP_DATA_DIR: join(dataDir, 'idp'),
      IDP_REDIRECT_URIS: `${baseUrl}/api/auth/callback/cw-oidc`,
      IDP_POST_LOGOUT_REDIRECT_URIS: `${baseUrl}/api/auth/signed-out`,
      // Every test registers its readers from 127.0.0.1: more than a person's 10 an hour.
      IDP_SIGN_UPS_PER_HOUR: '1000',
    }),
    start('web', process.execPath, [join(apps, 'web/serve.ts')], {
      PORT: String(webPort),
      HOSTNAME: '127.0.0.1',
      // As behind a reverse proxy: a test may name the client it plays with X-Forwarded-For.
      TRUST_PROXY: '1',
      NEXTAUTH_URL: baseUrl,
      NEXTAUTH_SECRET: NEXTAUTH_SECRET,
      BACKEND_URL: backendUrl,
      LOCAL_IDP_URL: idpUrl,
      // A container to load after consent; tests answer its script themselves (no internet).
      GTM_CONTAINER_ID: 'GTM-E2ETEST',
      FAN_LETTER_URL: 'https://fanletter.example.jp/send?work={workCode}',
      // The A/B test flag on: signed-in readers get a variant of the home-order experiment.
      AB_TEST_FEATURE: 'home-order',
    }),
  ];
  const stop = () => {
    for (const child of children) child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const [backend, idp, web] = children as [ChildProcess, ChildProcess, ChildProcess];
    // Generous: beside the rest of `npm test` on two cores, seeding alone can take minutes.
    await Promise.all([
      waitFor(`${backendUrl}/healthz`, backend, 'backend', 300_000),
      waitFor(`${idpUrl}/healthz`, idp, 'idp', 120_000),
      // A static page: catalog pages, `/` included, need the backend, which may still be seeding.
      waitFor(`${baseUrl}/terms`, web, 'web', 120_000),
    ]);
  } catch (error) {
    stop();
    throw error;
  }
  project.provide('baseUrl', baseUrl);
  project.provide('backendUrl', backendUrl);
  project.provide('idpUrl', idpUrl);
  project.provide('nextAuthSecret', NEXTAUTH_SECRET);
  return stop;
}
