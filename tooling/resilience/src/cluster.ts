import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join, resolve } from 'node:path';
import { prepareStateDir, renderNginxConfig } from '../../../ops/nginx/render.mts';
import { type Postgres, startPostgres } from './postgres.ts';
import { freePort, type ManagedProcess, sleep, startProcess, waitForHttp } from './processes.ts';

const ROOT = resolve(import.meta.dirname, '../../..');
export const APPS = join(ROOT, 'apps');
/**
 * Inside the repository, so the copies of the web app resolve its modules, but not under a
 * node_modules (Node strips TypeScript types nowhere there); ignored by git.
 */
export const WORK_ROOT = join(import.meta.dirname, '..', '.run');

export interface ClusterOptions {
  webs: number;
  backends: number;
  /** Extra environment of every backend (limits, intervals). */
  backendEnv?: Record<string, string>;
  /** Extra environment of every web instance. */
  webEnv?: Record<string, string>;
}

/** One backend or web instance: its address and its process across restarts. */
export interface Instance {
  name: string;
  url: string;
  /** The instance's own directory (a backend's DATA_DIR: its media cache). */
  dir: string;
  /** Current process (replaced by `start`). */
  process: ManagedProcess;
  /** Every output line of every process this instance ran, in order. */
  lines(): string[];
  stop(signal?: NodeJS.Signals): Promise<void>;
  start(): Promise<void>;
  signal(signal: NodeJS.Signals): void;
}

export interface Cluster {
  /** The site as readers reach it: nginx in front of every web instance. */
  siteUrl: string;
  webs: Instance[];
  backends: Instance[];
  /** nginx's internal load balancer in front of the backends (the webs' BACKEND_URL). */
  backendLbUrl: string;
  idpUrl: string;
  nextAuthSecret: string;
  serviceTokenSecret: string;
  postgres: Postgres;
  nginx: { accessLog(): string; configPath: string };
  /** Output of every process, for a failure report. */
  report(): string;
  stop(): Promise<void>;
}

/** nginx from Debian's package, or NGINX_PATH. */
function nginxPath(): string {
  const path = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
  if (!existsSync(path)) {
    throw new Error(
      `The resilience suite needs nginx (Debian package nginx, or NGINX_PATH): ${path}`,
    );
  }
  return path;
}

/**
 * A private copy of the web app's production build, as on separate machines: what another
 * suite's server wrote under `.next/cache` does not come with it.
 */
export function copyWebApp(target: string) {
  const web = join(APPS, 'web');
  if (!existsSync(join(web, '.next', 'BUILD_ID'))) {
    throw new Error('apps/web has no production build: run `npm run build` first');
  }
  mkdirSync(target, { recursive: true });
  for (const entry of [
    '.next',
    'server',
    'serve.ts',
    'package.json',
    'next.config.ts',
    'tsconfig.json',
  ]) {
    cpSync(join(web, entry), join(target, entry), {
      recursive: true,
      filter: (source) => !source.includes(`${join('.next', 'cache')}`),
    });
  }
}

function instance(
  name: string,
  url: string,
  dir: string,
  health: string,
  launch: () => ManagedProcess,
  timeoutMs: number,
): Instance & { ready: Promise<void> } {
  const history: ManagedProcess[] = [];
  const self = {
    name,
    url,
    dir,
    process: launch(),
    lines: () => history.flatMap((p) => p.lines()),
    async stop(signal: NodeJS.Signals = 'SIGTERM') {
      await self.process.stop(signal);
    },
    async start() {
      if (self.process.running()) throw new Error(`${name} is running already`);
      self.process = launch();
      history.push(self.process);
      await waitForHttp(`${url}${health}`, self.process, timeoutMs);
    },
    signal(signal: NodeJS.Signals) {
      self.process.child.kill(signal);
    },
    ready: Promise.resolve(),
  };
  history.push(self.process);
  self.ready = waitForHttp(`${url}${health}`, self.process, timeoutMs);
  // Awaited by the caller; this only keeps a failure after an earlier one from going unhandled.
  self.ready.catch(() => undefined);
  return self;
}

/**
 * The service as docs/deploy.md runs it: one PostgreSQL, `backends` backend and `webs` web
 * instances with shared secrets, the local OpenID provider, and nginx rendered from
 * ops/nginx (the site in front of the webs, the internal load balancer in front of the
 * backends). Every port is free on 127.0.0.1; the site's origin is nginx's.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const startedAt = Date.now();
  const workDir = join(WORK_ROOT, `cw-resilience-${process.pid}-${Date.now()}`);
  mkdirSync(workDir, { recursive: true });
  const nextAuthSecret = randomBytes(48).toString('base64');
  const serviceTokenSecret = randomBytes(48).toString('base64');
  const [sitePort, backendLbPort, idpPort] = await Promise.all([
    freePort(),
    freePort(),
    freePort(),
  ]);
  const backendPorts = await Promise.all(Array.from({ length: options.backends }, freePort));
  const webPorts = await Promise.all(Array.from({ length: options.webs }, freePort));
  const siteUrl = `http://127.0.0.1:${sitePort}`;
  const backendLbUrl = `http://127.0.0.1:${backendLbPort}`;
  const idpUrl = `http://127.0.0.1:${idpPort}`;

  const postgres = await startPostgres();
  const started: { stop(): Promise<void> }[] = [];
  const stopAll = async () => {
    await Promise.all(started.map((s) => s.stop().catch(() => undefined)));
    await postgres.stop().catch(() => undefined);
    rmSync(workDir, { recursive: true, force: true });
  };

  try {
    // Everything starts at once: the backends migrate and seed under advisory locks (the
    // second waits for the first, then finds the catalog there), and the web instances and
    // the provider need no backend to start. On two cores this overlaps one process's waits
    // with another's work.
    const backends: (Instance & { ready: Promise<void> })[] = backendPorts.map((port, i) => {
      const dataDir = join(workDir, `backend-${i + 1}`);
      const backend = instance(
        `backend-${i + 1}`,
        `http://127.0.0.1:${port}`,
        dataDir,
        '/healthz',
        () =>
          startProcess(`backend-${i + 1}`, process.execPath, [join(APPS, 'backend/dist/main.js')], {
            cwd: join(APPS, 'backend'),
            env: {
              PATH: process.env.PATH,
              NODE_ENV: 'production',
              HOST: '127.0.0.1',
              PORT: String(port),
              DATABASE_URL: postgres.url,
              DATA_DIR: dataDir,
              SERVICE_TOKEN_SECRET: serviceTokenSecret,
              ...options.backendEnv,
            },
          }),
        180_000,
      );
      started.push(backend);
      return backend;
    });

    const idp = startProcess('idp', process.execPath, [join(APPS, 'idp/dist/main.js')], {
      env: {
        PATH: process.env.PATH,
        IDP_PORT: String(idpPort),
        IDP_ISSUER: idpUrl,
        IDP_DATA_DIR: join(workDir, 'idp'),
        IDP_REDIRECT_URIS: `${siteUrl}/api/auth/callback/cw-oidc`,
        IDP_POST_LOGOUT_REDIRECT_URIS: `${siteUrl}/api/auth/signed-out`,
      },
    });
    started.push(idp);

    const webs = webPorts.map((port, i) => {
      const dir = join(workDir, `web-${i + 1}`);
      copyWebApp(dir);
      const web = instance(
        `web-${i + 1}`,
        `http://127.0.0.1:${port}`,
        dir,
        // Not a page: a page asked under the instance's own address redirects to the site.
        // It answers 200 whether or not a backend does.
        '/api/hello',
        () =>
          startProcess(`web-${i + 1}`, process.execPath, [join(dir, 'serve.ts')], {
            cwd: dir,
            env: {
              PATH: process.env.PATH,
              NODE_ENV: 'production',
              PORT: String(port),
              HOSTNAME: '127.0.0.1',
              TRUST_PROXY: '1',
              NEXTAUTH_URL: siteUrl,
              NEXTAUTH_SECRET: nextAuthSecret,
              SERVICE_TOKEN_SECRET: serviceTokenSecret,
              BACKEND_URL: backendLbUrl,
              LOCAL_IDP_URL: idpUrl,
              ...options.webEnv,
            },
          }),
        180_000,
      );
      started.push(web);
      return web;
    });

    const stateDir = join(workDir, 'nginx');
    prepareStateDir(stateDir);
    const configPath = join(stateDir, 'nginx.conf');
    writeFileSync(
      configPath,
      renderNginxConfig({
        listen: `127.0.0.1:${sitePort}`,
        web: webPorts.map((port) => `127.0.0.1:${port}`),
        backends: backendPorts.map((port) => `127.0.0.1:${port}`),
        backendListen: `127.0.0.1:${backendLbPort}`,
        stateDir,
        // Started as root (CI), workers would otherwise run as nobody, who cannot write here.
        user: process.getuid?.() === 0 ? userInfo().username : undefined,
        workerProcesses: 1,
        errorLog: 'stderr',
      }),
    );
    const nginxBin = nginxPath();
    const check = spawnSync(nginxBin, ['-t', '-q', '-p', stateDir, '-c', configPath], {
      encoding: 'utf8',
    });
    if (check.status !== 0) throw new Error(`nginx -t failed:\n${check.stderr}`);
    const nginx = startProcess(
      'nginx',
      nginxBin,
      ['-p', stateDir, '-c', configPath, '-g', 'daemon off;'],
      {
        env: { PATH: process.env.PATH },
      },
    );
    started.push({ stop: () => nginx.stop('SIGQUIT') });

    await Promise.all([
      waitForHttp(`${idpUrl}/healthz`, idp, 60_000),
      ...backends.map((backend) => backend.ready),
      ...webs.map((web) => web.ready),
    ]);
    await waitForHttp(`${backendLbUrl}/healthz`, nginx, 30_000);
    await waitForHttp(`${siteUrl}/terms`, nginx, 60_000);
    console.log(
      `[suite] PostgreSQL, ${backends.length} backends, ${webs.length} web instances, the provider and nginx ready in ${Math.round((Date.now() - startedAt) / 1000)} s`,
    );

    const processes = () => [...backends, ...webs].map((i) => i.process).concat([idp, nginx]);
    return {
      siteUrl,
      webs,
      backends,
      backendLbUrl,
      idpUrl,
      nextAuthSecret,
      serviceTokenSecret,
      postgres,
      nginx: {
        configPath,
        accessLog: () => {
          const path = join(stateDir, 'logs/access.log');
          return existsSync(path) ? readFileSync(path, 'utf8') : '';
        },
      },
      report: () =>
        processes()
          .map((p) => `---- ${p.name} ----\n${p.output().slice(-6000)}`)
          .join('\n'),
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

/** Polls `probe` until it returns true, for at most `timeoutMs`; returns how long it took. */
export async function until(
  probe: () => Promise<boolean>,
  timeoutMs: number,
  what: string,
): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await probe().catch(() => false)) return Date.now() - started;
    await sleep(250);
  }
  throw new Error(`${what}: not within ${timeoutMs} ms`);
}
