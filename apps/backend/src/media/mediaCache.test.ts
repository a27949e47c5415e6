import { mkdir, mkdtemp, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMediaCache } from './mediaCache';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'cw-media-cache-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const bytes = (size: number) => async () => Buffer.alloc(size, 1);

/** Every file under the cache directory, relative path → size. */
async function onDisk(): Promise<Record<string, number>> {
  const files: Record<string, number> = {};
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    files[relative(dir, path)] = (await stat(path)).size;
  }
  return files;
}

async function place(path: string, size: number, modified?: Date) {
  const full = join(dir, path);
  await mkdir(dirname(full), { recursive: true });
  await writeFile(full, Buffer.alloc(size));
  if (modified) await utimes(full, modified, modified);
}

describe('createMediaCache', () => {
  it('evicts the least recently used files first and keeps the total under the limit', async () => {
    const cache = createMediaCache(dir, { maxBytes: 250 });
    await cache.getOrMake('covers/1/a.avif', bytes(100));
    await cache.getOrMake('covers/2/b.avif', bytes(100));
    await cache.read('covers/1/a.avif'); // a is now more recent than b

    await cache.getOrMake('covers/3/c.avif', bytes(100));
    expect(await onDisk()).toEqual({ 'covers/1/a.avif': 100, 'covers/3/c.avif': 100 });

    await cache.size('covers/1/a.avif'); // HEAD counts as a use too
    await cache.getOrMake('covers/4/d.avif', bytes(100));
    expect(await onDisk()).toEqual({ 'covers/1/a.avif': 100, 'covers/4/d.avif': 100 });
  });

  it('counts the files found at start, oldest first, but neither hidden nor temporary ones', async () => {
    await place('covers/1/old.avif', 100, new Date('2024-01-01'));
    await place('covers/2/newer.avif', 100, new Date('2025-01-01'));
    await place('.fontconfig/fonts.conf', 1000);
    await place('covers/3/w360.avif.123.abc.tmp', 1000);

    const cache = createMediaCache(dir, { maxBytes: 250 });
    await cache.getOrMake('covers/4/new.avif', bytes(100));
    expect(await onDisk()).toEqual({
      'covers/2/newer.avif': 100,
      'covers/4/new.avif': 100,
      '.fontconfig/fonts.conf': 1000,
      'covers/3/w360.avif.123.abc.tmp': 1000,
    });
  });

  it('stays within the limit under concurrent writes, and no further', async () => {
    const cache = createMediaCache(dir, { maxBytes: 500 });
    await Promise.all(
      Array.from({ length: 12 }, (_, i) => cache.getOrMake(`pages/1/${i}.webp`, bytes(100))),
    );
    const sizes = Object.values(await onDisk());
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBe(500);
  });

  it('makes an evicted file again on the next request', async () => {
    const cache = createMediaCache(dir, { maxBytes: 100 });
    await cache.getOrMake('covers/1/a.avif', bytes(100));
    await cache.getOrMake('covers/2/b.avif', bytes(100));
    expect(await cache.read('covers/1/a.avif')).toBeNull();
    const again = await cache.getOrMake('covers/1/a.avif', bytes(100));
    expect(again.generated).toBe(true);
    expect(Object.keys(await onDisk())).toEqual(['covers/1/a.avif']);
  });

  it('refuses paths that leave the cache directory', async () => {
    const cache = createMediaCache(join(dir, 'cache'), { maxBytes: 1000 });
    await expect(cache.read('../outside.avif')).rejects.toThrow('escapes');
    await expect(cache.size('/etc/passwd')).rejects.toThrow('escapes');
    await expect(cache.getOrMake('covers/../../outside.avif', bytes(10))).rejects.toThrow(
      'escapes',
    );
    expect(await onDisk()).toEqual({});
  });
});
