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
});
