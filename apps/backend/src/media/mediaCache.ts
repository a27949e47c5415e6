import { randomUUID } from 'node:crypto';
import { mkdir, open, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
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
 * A write-once file cache under `cacheDir`. Files appear by rename from a unique temporary
 * name, so a reader (in this process or another instance sharing the directory) sees either
 * no file or a whole one. The in-flight map lives in the returned object, one per router.
 *
 * @example
 * const cache = createMediaCache('.data/media');
 * const { bytes } = await cache.getOrMake('covers/1/w360-ab12.avif', () => render());
 */
export function createMediaCache(cacheDir: string): MediaCache {
  const inFlight = new Map<string, Promise<Buffer>>();

  async function size(relativePath: string): Promise<number | null> {
    try {
      return (await stat(join(cacheDir, relativePath))).size;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async function read(relativePath: string): Promise<CachedFile | null> {
    let handle: Awaited<ReturnType<typeof open>>;
    try {
      handle = await open(join(cacheDir, relativePath), 'r');
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    try {
      const { size } = await handle.stat();
      // The stream owns the handle from here and closes it at the end or on cancel.
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
      const path = join(cacheDir, relativePath);
      // Another request may have finished writing it since the caller looked.
      const existing = await readFile(path).catch((error) => {
        if (isMissing(error)) return null;
        throw error;
      });
      if (existing) return existing;
      const bytes = await make();
      generated = true;
      await writeAtomically(path, bytes);
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

async function writeAtomically(path: string, bytes: Buffer): Promise<void> {
  const temporary = `${path}.${process.pid}.${randomUUID()}.tmp`;
  try {
    await mkdir(dirname(path), { recursive: true });
    await writeFile(temporary, bytes);
    await rename(temporary, path);
  } catch (error) {
    await unlink(temporary).catch(() => {});
    // A full or read-only disk must not fail the request: the bytes are still good, they are
    // just made again next time.
    console.warn('[media] could not write cache file', path, error);
  }
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';
}
