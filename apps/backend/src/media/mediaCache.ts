import { randomUUID } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, isAbsolute, join, normalize, relative, sep } from 'node:path';
import { Readable } from 'node:stream';

export interface CachedFile {
  size: number;
  body: ReadableStream<Uint8Array>;
}

export interface MediaCache {
  /** The size of the cached file, or null when it has not been made yet (HEAD requests). */
  size(relativePath: string): Promise<number | null>;
  /** The cached file as a stream, or null when it has not been made yet. */
  read(relativePath: string): Promise<CachedFile | null>;
  /**
   * The cached bytes, made by `make` and written to disk when missing. Concurrent calls for
   * one path share a single `make`; `generated` tells the caller which call made it.
   */
  getOrMake(
    relativePath: string,
    make: () => Promise<Buffer>,
  ): Promise<{ bytes: Buffer; generated: boolean }>;
}

/**
 * A file cache under `cacheDir` that keeps at most `maxBytes`, deleting the least recently
 * used files first. Files appear by rename from a unique temporary name, so a reader (in this
 * process or another instance sharing the directory) sees either no file or a whole one.
 *
 * Recency is kept in memory (file access times are often not updated): the files found at
 * start, oldest modification first, then every file read or written since. With several
 * instances on one directory each bounds what it knows of, so give each a share of the disk.
 * Hidden entries (such as the font configuration main.ts keeps here) are not counted.
 *
 * @example
 * const cache = createMediaCache('.data/media', { maxBytes: 2048 * MIB });
 * const { bytes } = await cache.getOrMake('covers/1/w360-ab12.avif', () => render());
 */
export function createMediaCache(cacheDir: string, limits: { maxBytes: number }): MediaCache {
  const inFlight = new Map<string, Promise<Buffer>>();
  /** Relative path → size, least recently used first (a Map keeps insertion order). */
  let recency = new Map<string, number>();
  let total = 0;

  function touch(relativePath: string, size: number) {
    forget(relativePath);
    recency.set(relativePath, size);
    total += size;
  }

  function forget(relativePath: string) {
    total -= recency.get(relativePath) ?? 0;
    recency.delete(relativePath);
  }

  const scanned = scanFiles(cacheDir)
    .catch((error) => {
      // Then only the files written from now on are counted; serving still works.
      console.warn('[media] could not scan the cache', cacheDir, error);
      return [];
    })
    .then((files) => {
      // Files used while the scan ran are more recent than any it found.
      const used = recency;
      recency = new Map(files.map((file) => [file.path, file.size]));
      for (const [path, size] of used) {
        recency.delete(path);
        recency.set(path, size);
      }
      total = 0;
      for (const size of recency.values()) total += size;
    });

  /** Deletes the least recently used files until the total is within the limit. */
  async function evict() {
    await scanned;
    const victims: string[] = [];
    for (const [path] of recency) {
      if (total <= limits.maxBytes) break;
      victims.push(path);
      forget(path);
    }
    await Promise.all(
      victims.map((path) =>
        unlink(resolveInside(cacheDir, path)).catch((error) => {
          if (!isMissing(error)) console.warn('[media] could not evict cache file', path, error);
        }),
      ),
    );
  }

  async function size(relativePath: string): Promise<number | null> {
    try {
      const { size } = await stat(resolveInside(cacheDir, relativePath));
      touch(relativePath, size);
      return size;
    } catch (error) {
      if (!isMissing(error)) throw error;
      forget(relativePath);
      return null;
    }
  }

  async function read(relativePath: string): Promise<CachedFile | null> {
    let handle: Awaited<ReturnType<typeof open>>;
    try {
      handle = await open(resolveInside(cacheDir, relativePath), 'r');
    } catch (error) {
      if (!isMissing(error)) throw error;
      forget(relativePath);
      return null;
    }
    try {
      const { size } = await handle.stat();
      touch(relativePath, size);
      // The stream owns the handle from here and closes it at the end or on cancel. An open
      // file stays readable when evicted meanwhile.
      const stream = handle.createReadStream();
      return { size, body: Readable.toWeb(stream) as ReadableStream<Uint8Array> };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async function getOrMake(relativePath: string, make: () => Promise<Buffer>) {
    const pending = inFlight.get(relativePath);
    if (pending) return { bytes: await pending, generated: false };

    let generated = false;
    const work = (async () => {
      const path = resolveInside(cacheDir, relativePath);
      // Another request may have finished writing it since the caller looked.
      const existing = await readFile(path).catch((error) => {
        if (isMissing(error)) return null;
        throw error;
      });
      if (existing) {
        touch(relativePath, existing.byteLength);
        return existing;
      }
      const bytes = await make();
      generated = true;
      if (await writeAtomically(path, bytes)) {
        touch(relativePath, bytes.byteLength);
        await evict();
      }
      return bytes;
    })();
    inFlight.set(relativePath, work);
    try {
      return { bytes: await work, generated };
    } finally {
      inFlight.delete(relativePath);
    }
  }

  return { size, read, getOrMake };
}

/** `cacheDir/relativePath`, refusing any path that would land outside `cacheDir`. */
function resolveInside(cacheDir: string, relativePath: string): string {
  const inside = normalize(relativePath);
  if (isAbsolute(inside) || inside === '..' || inside.startsWith(`..${sep}`)) {
    throw new Error(`media cache path escapes the cache directory: ${relativePath}`);
  }
  return join(cacheDir, inside);
}

/** Every cached file with its size, least recently modified first; none when no directory. */
async function scanFiles(cacheDir: string): Promise<{ path: string; size: number }[]> {
  const entries = await readdir(cacheDir, { recursive: true, withFileTypes: true }).catch(
    (error) => {
      if (isMissing(error)) return [];
      throw error;
    },
  );
  const files: { path: string; size: number; modified: number }[] = [];
  for (const entry of entries) {
    const path = relative(cacheDir, join(entry.parentPath, entry.name));
    // Hidden entries are not variants; temporary files are being written or left by a crash.
    const hidden = path.split(sep).some((part) => part.startsWith('.'));
    if (!entry.isFile() || hidden || path.endsWith('.tmp')) continue;
    const stats = await stat(join(cacheDir, path)).catch((error) => {
      if (isMissing(error)) return null;
      throw error;
    });
    if (stats) files.push({ path, size: stats.size, modified: stats.mtimeMs });
  }
  return files.sort((a, b) => a.modified - b.modified);
}

/** True when written; false when the disk refused it (logged). */
async function writeAtomically(path: string, bytes: Buffer): Promise<boolean> {
  const temporary = `${path}.${process.pid}.${randomUUID()}.tmp`;
  try {
    await mkdir(dirname(path), { recursive: true });
    await writeFile(temporary, bytes);
    await rename(temporary, path);
    return true;
  } catch (error) {
    await unlink(temporary).catch(() => {});
    // A full or read-only disk must not fail the request: the bytes are still good, they are
    // just made again next time.
    console.warn('[media] could not write cache file', path, error);
    return false;
  }
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';
}
