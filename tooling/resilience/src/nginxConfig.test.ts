import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { prepareStateDir, renderNginxConfig } from '../../../ops/nginx/render.mts';

const stateDir = mkdtempSync(join(tmpdir(), 'cw-nginx-config-'));
afterAll(() => rmSync(stateDir, { recursive: true, force: true }));

const nginx = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

function nginxAccepts(config: string) {
  prepareStateDir(stateDir);
  const path = join(stateDir, 'nginx.conf');
  writeFileSync(path, config);
  return spawnSync(nginx, ['-t', '-q', '-p', stateDir, '-c', path], { encoding: 'utf8' });
}

describe('ops/nginx', () => {
  it('renders N web and N backend instances, and nginx accepts it', () => {
    const config = renderNginxConfig({
      listen: '127.0.0.1:8080',
      serverName: 'comic.example',
      web: ['10.0.0.11:3000', '10.0.0.12:3000', '10.0.0.13:3000'],
      backends: ['10.0.0.21:4000', '10.0.0.22:4000'],
      backendListen: '127.0.0.1:4000',
      stateDir,
    });
    expect(config).not.toMatch(/\{\{/);
    expect(config.match(/server 10\.0\.0\.1\d:3000/g)).toHaveLength(3);
    expect(config.match(/server 10\.0\.0\.2\d:4000/g)).toHaveLength(2);
    expect(config).toContain('proxy_cache_path');
    // Caching follows the app's Cache-Control: no directive of the file overrides it.
    const directives = config.split('\n').filter((line) => !line.trim().startsWith('#'));
    expect(directives.join('\n')).not.toContain('proxy_cache_valid');
    expect(config).toContain('proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;');
    if (existsSync(nginx)) expect(nginxAccepts(config).stderr).toBe('');
  });

  it('leaves the backend load balancer out without backends (one web instance, a cache bench)', () => {
    const config = renderNginxConfig({
      listen: '8081',
      web: ['127.0.0.1:3000'],
      stateDir,
      accessLog: 'off',
    });
    expect(config).not.toContain('cw_backend');
    expect(config).toContain('access_log off;');
    if (existsSync(nginx)) expect(nginxAccepts(config).stderr).toBe('');
  });

  it('refuses values that would change the configuration', () => {
    const base = { listen: '80', web: ['127.0.0.1:3000'], stateDir };
    expect(() =>
      renderNginxConfig({ ...base, web: ['127.0.0.1:3000; include /etc/passwd'] }),
    ).toThrow();
    expect(() => renderNginxConfig({ ...base, stateDir: 'relative/dir' })).toThrow();
    expect(() => renderNginxConfig({ ...base, web: [] })).toThrow();
    expect(() => renderNginxConfig({ ...base, backends: ['127.0.0.1:4000'] })).toThrow(
      /backendListen/,
    );
  });
});
