// Renders ops/nginx/nginx.conf.template for N web and N backend instances (see README.md here).
// Runs on Node 24 as is, as a command or imported by the resilience suite and the benches:
//
//   node ops/nginx/render.mts --listen 80 --server-name comic.example \
//     --web 10.0.0.11:3000 --web 10.0.0.12:3000 \
//     --backend 10.0.0.21:4000 --backend 10.0.0.22:4000 --backend-listen 10.0.0.10:4000 \
//     --state-dir /var/lib/cw-nginx > /etc/nginx/cw.conf
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

export interface NginxOptions {
  /** The site's `listen`: a port (`80`) or address and port (`127.0.0.1:8080`). */
  listen: string;
  /** `server_name` of the site; `_` (any) by default. */
  serverName?: string;
  /** `host:port` of every web instance (at least one). */
  web: string[];
  /** `host:port` of every backend instance; none leaves the internal load balancer out. */
  backends?: string[];
  /** Where the internal load balancer listens (the web instances' BACKEND_URL). */
  backendListen?: string;
  /** Absolute directory for the pid file, logs, caches and temporary files. */
  stateDir: string;
  /** `user` of the worker processes when nginx starts as root (ignored otherwise). */
  user?: string;
  workerProcesses?: number | 'auto';
  workerConnections?: number;
  /** `access_log` arguments: `off`, or a path (logged in the `cw` format). */
  accessLog?: string;
  /** `error_log` target: a path or `stderr`. */
  errorLog?: string;
  /** Bounds of the two cache zones: key memory and disk. */
  pagesKeysSize?: string;
  pagesMaxSize?: string;
  mediaKeysSize?: string;
  mediaMaxSize?: string;
  /** How long nginx waits for an instance's answer. */
  readTimeout?: string;
  /** An instance that failed is left alone this long (`fail_timeout`). */
  failTimeout?: string;
  /** More `server` blocks, verbatim, inside `http` (the bench's static file server). */
  extraServers?: string;
}

const TEMPLATE = join(import.meta.dirname, 'nginx.conf.template');
const BACKENDS_START = '  # ---- backends: left out when no backend is given ----';
const BACKENDS_END = '  # ---- end of backends ----';

/** `host:port`, nothing else: the value goes into the configuration verbatim. */
const ADDRESS = /^[A-Za-z0-9.\-[\]:]+:\d{1,5}$/;
const LISTEN = /^([A-Za-z0-9.\-[\]:]+:)?\d{1,5}$/;
const SIZE = /^\d+[kmgKMG]?$/;
const TIME = /^\d+(ms|s|m)?$/;

function check(name: string, value: string, pattern: RegExp): string {
  if (!pattern.test(value)) throw new Error(`nginx: ${name} "${value}" is not valid`);
  return value;
}

function upstreamServers(addresses: string[], failTimeout: string, what: string): string {
  if (addresses.length === 0) throw new Error(`nginx: at least one ${what} instance is needed`);
  return addresses
    .map(
      (address) =>
        `    server ${check(what, address, ADDRESS)} max_fails=1 fail_timeout=${failTimeout};`,
    )
    .join('\n');
}

/**
 * The nginx configuration for the given instances, as text.
 *
 * @example
 * renderNginxConfig({ listen: '8080', web: ['127.0.0.1:3000'], stateDir: '/tmp/cw-nginx' });
 */
export function renderNginxConfig(options: NginxOptions): string {
  const backends = options.backends ?? [];
  if (backends.length > 0 && !options.backendListen) {
    throw new Error('nginx: backends need backendListen (where the web instances reach them)');
  }
  const failTimeout = check('failTimeout', options.failTimeout ?? '5s', TIME);
  const values: Record<string, string> = {
    user: options.user ? `user ${check('user', options.user, /^[a-z_][a-z0-9_-]*$/)};` : '',
    worker_processes: String(options.workerProcesses ?? 'auto'),
    worker_connections: String(options.workerConnections ?? 4096),
    state_dir: options.stateDir,
    error_log: options.errorLog ?? join(options.stateDir, 'logs/error.log'),
    access_log:
      options.accessLog === 'off'
        ? 'off'
        : `${options.accessLog ?? join(options.stateDir, 'logs/access.log')} cw`,
    listen: check('listen', options.listen, LISTEN),
    server_name: check('serverName', options.serverName ?? '_', /^[A-Za-z0-9.\-_*]+$/),
    web_servers: upstreamServers(options.web, failTimeout, 'web'),
    backend_servers: backends.length > 0 ? upstreamServers(backends, failTimeout, 'backend') : '',
    backend_listen: options.backendListen
      ? check('backendListen', options.backendListen, LISTEN)
      : '',
    pages_keys_size: check('pagesKeysSize', options.pagesKeysSize ?? '32m', SIZE),
    pages_max_size: check('pagesMaxSize', options.pagesMaxSize ?? '1g', SIZE),
    media_keys_size: check('mediaKeysSize', options.mediaKeysSize ?? '32m', SIZE),
    media_max_size: check('mediaMaxSize', options.mediaMaxSize ?? '10g', SIZE),
    read_timeout: check('readTimeout', options.readTimeout ?? '30s', TIME),
    extra_servers: options.extraServers ?? '',
  };
  if (!options.stateDir.startsWith('/') || /[\s;{}'"]/.test(options.stateDir)) {
    throw new Error(`nginx: stateDir "${options.stateDir}" must be an absolute plain path`);
  }

  let template = readFileSync(TEMPLATE, 'utf8');
  if (backends.length === 0) {
    const start = template.indexOf(BACKENDS_START);
    const end = template.indexOf(BACKENDS_END);
    template = template.slice(0, start) + template.slice(end + BACKENDS_END.length + 1);
  }
  const text = template.replace(/\{\{(\w+)\}\}/g, (match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`nginx: no value for ${match}`);
    return value;
  });
  return text;
}

/** Creates the directories the configuration writes to (nginx creates the cache levels). */
export function prepareStateDir(stateDir: string): void {
  for (const dir of [
    'logs',
    'cache',
    'tmp/body',
    'tmp/proxy',
    'tmp/fastcgi',
    'tmp/uwsgi',
    'tmp/scgi',
  ]) {
    mkdirSync(join(stateDir, dir), { recursive: true });
  }
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      listen: { type: 'string', default: '80' },
      'server-name': { type: 'string' },
      web: { type: 'string', multiple: true, default: [] },
      backend: { type: 'string', multiple: true, default: [] },
      'backend-listen': { type: 'string' },
      'state-dir': { type: 'string', default: '/var/lib/cw-nginx' },
      user: { type: 'string' },
      'worker-processes': { type: 'string' },
      'access-log': { type: 'string' },
      'error-log': { type: 'string' },
      'pages-max-size': { type: 'string' },
      'media-max-size': { type: 'string' },
      'read-timeout': { type: 'string' },
      prepare: { type: 'boolean', default: false },
    },
  });
  const stateDir = values['state-dir'];
  const workers = values['worker-processes'];
  process.stdout.write(
    renderNginxConfig({
      listen: values.listen,
      serverName: values['server-name'],
      web: values.web,
      backends: values.backend,
      backendListen: values['backend-listen'],
      stateDir,
      user: values.user,
      workerProcesses: workers === undefined || workers === 'auto' ? 'auto' : Number(workers),
      accessLog: values['access-log'],
      errorLog: values['error-log'],
      pagesMaxSize: values['pages-max-size'],
      mediaMaxSize: values['media-max-size'],
      readTimeout: values['read-timeout'],
    }),
  );
  if (values.prepare) prepareStateDir(stateDir);
}
