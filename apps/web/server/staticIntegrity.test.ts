import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { staticIntegrity } from './staticIntegrity';

describe('staticIntegrity', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cw-static-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  mkdirSync(join(dir, 'chunks'));
  mkdirSync(join(dir, 'media'));
  writeFileSync(join(dir, 'chunks', 'a.js'), 'console.log("a")');
  writeFileSync(join(dir, 'chunks', 'b.css'), '.b{color:red}');
  writeFileSync(join(dir, 'media', 'icon.png'), 'png');

  it('is the sha384 of each script and stylesheet, under the path it is served at', () => {
    const integrityOf = staticIntegrity(dir);
    const sha384 = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;
    expect(integrityOf('/_next/static/chunks/a.js')).toBe(sha384('console.log("a")'));
    expect(integrityOf('/_next/static/chunks/b.css')).toBe(sha384('.b{color:red}'));
  });

  it('knows nothing else', () => {
    const integrityOf = staticIntegrity(dir);
    expect(integrityOf('/_next/static/media/icon.png')).toBeUndefined();
    expect(integrityOf('/_next/static/chunks/missing.js')).toBeUndefined();
    expect(integrityOf('/chunks/a.js')).toBeUndefined();
  });
});
