import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

describe('serve.ts at start', () => {
  it('refuses to run a public site on the published development secrets, naming each one', () => {
    const run = spawnSync(process.execPath, [join(import.meta.dirname, '../serve.ts')], {
      env: { ...process.env, NEXTAUTH_URL: 'https://comic.example', PORT: '0' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(run.status).toBe(1);
    for (const name of ['NEXTAUTH_SECRET', 'SERVICE_TOKEN_SECRET', 'OIDC_CLIENT_SECRET']) {
      expect(run.stderr).toContain(`${name}: set a secret of your own`);
    }
  });

  it('refuses to listen on every interface with a published development secret', () => {
    const run = spawnSync(process.execPath, [join(import.meta.dirname, '../serve.ts')], {
      env: { ...process.env, HOSTNAME: '0.0.0.0', NEXTAUTH_SECRET: '', PORT: '0' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('NEXTAUTH_SECRET: set a secret of your own');
    expect(run.stderr).toContain('listening on 0.0.0.0');
  });
});
