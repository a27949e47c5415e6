import { readdir, readFile, stat } from 'node:fs/promises';
import { basename, extname, join, relative, sep } from 'node:path';
import yauzl from 'yauzl';

/** Thrown for anything wrong with the input; the message is meant for the person importing. */
export class ImportError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ImportError';
  }
}

export interface ImportLimits {
  /** Pages per episode. */
  maxPages: number;
  /** Uncompressed bytes of all pages together: guards against zip bombs. */
  maxTotalBytes: number;
  /** Entries of any kind in an archive, read before any is decompressed. */
  maxEntries: number;
}

export const DEFAULT_IMPORT_LIMITS: ImportLimits = {
  maxPages: 1000,
  maxTotalBytes: 1024 ** 3,
  maxEntries: 10_000,
};

/** A page image as read from the folder or archive, before validation. */
export interface PageFile {
  /** Path inside the folder or archive, with '/' separators. */
  name: string;
  bytes: Buffer;
}

export const PAGE_EXTENSIONS = ['.png', '.jpg', '.jpeg', '.webp', '.avif', '.gif'];
// Files comic archivers add beside the pages; anything else unexpected is an error, so that a
// wrong folder is not imported as a short episode.
const METADATA_EXTENSIONS = ['.xml', '.txt', '.nfo', '.sfv', '.json', '.md', '.url', '.ini', '.db'];

/** Natural order, as file managers show pages: 'p2.png' before 'p10.png'. */
const naturalOrder = new Intl.Collator('en', { numeric: true, sensitivity: 'base' }).compare;

type EntryKind = 'page' | 'skip';

/**
 * Whether a path inside the folder or archive is a page, something to pass over silently
 * (dotfiles, macOS resource forks, ComicInfo.xml and the like), or an error.
 */
export function classifyEntry(name: string): EntryKind {
  const segments = name.split('/').filter(Boolean);
  if (segments.some((segment) => segment.startsWith('.') || segment === '__MACOSX')) return 'skip';
  const extension = extname(name).toLowerCase();
  if (PAGE_EXTENSIONS.includes(extension)) return 'page';
  if (METADATA_EXTENSIONS.includes(extension)) return 'skip';
  throw new ImportError(
    `"${name}" is not a page image (expected ${PAGE_EXTENSIONS.map((e) => e.slice(1)).join(', ')})`,
  );
}

/**
 * The page images of a folder (searched recursively) or a .cbz/.zip archive, in natural
 * order of their paths.
 *
 * @example
 * const pages = await readPageFiles('./chapter-12.cbz'); // [{ name: '001.jpg', bytes }, …]
 */
export async function readPageFiles(
  source: string,
  limits: ImportLimits = DEFAULT_IMPORT_LIMITS,
): Promise<PageFile[]> {
  const info = await stat(source).catch((error: unknown) => {
    throw new ImportError(`Cannot read "${source}": ${(error as Error).message}`, { cause: error });
  });
  let pages: PageFile[];
  if (info.isDirectory()) pages = await readFolder(source, limits);
  else if (info.isFile() && /\.(cbz|zip)$/i.test(source)) pages = await readArchive(source, limits);
  else throw new ImportError(`"${source}" is neither a folder nor a .cbz archive`);
  if (pages.length === 0) {
    throw new ImportError(`"${basename(source)}" contains no page images`);
  }
  return pages.sort((a, b) => naturalOrder(a.name, b.name));
}

async function readFolder(root: string, limits: ImportLimits): Promise<PageFile[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const files: { name: string; path: string }[] = [];
  for (const entry of entries) {
    // Only regular files: a symbolic link could point anywhere on the machine.
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    const name = relative(root, path).split(sep).join('/');
    if (classifyEntry(name) === 'page') files.push({ name, path });
  }
  checkPageCount(files.length, limits);
  let total = 0;
  for (const file of files) {
    total += (await stat(file.path)).size;
    checkTotal(total, limits);
  }
  // One at a time: a thousand pages read at once could exhaust file descriptors.
  const pages: PageFile[] = [];
  for (const file of files) pages.push({ name: file.name, bytes: await readFile(file.path) });
  return pages;
}

function checkPageCount(count: number, limits: ImportLimits): void {
  if (count > limits.maxPages) {
    throw new ImportError(`Too many pages: ${count}, at most ${limits.maxPages} are allowed`);
  }
}

function checkTotal(total: number, limits: ImportLimits): void {
  if (total > limits.maxTotalBytes) {
    throw new ImportError(
      `Pages too big: more than ${limits.maxTotalBytes} bytes uncompressed in total`,
    );
  }
}

function openZip(path: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    // validateEntrySizes makes yauzl fail an entry whose data inflates past its declared
    // size, so the declared sizes checked below are the real ones.
    yauzl.open(
      path,
      { lazyEntries: true, autoClose: true, validateEntrySizes: true, strictFileNames: false },
      (error, zip) => (error ? reject(error) : resolve(zip)),
    );
  });
}

function readEntry(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error) return reject(error);
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', reject);
      stream.on('end', () => resolve(Buffer.concat(chunks)));
    });
  });
}

/**
 * Reads an archive entry by entry. Paths are never used to write files, yet an entry that
 * tries to leave the archive (`../x`, `/etc/x`, `C:\x`) marks a hostile or broken archive
 * and rejects it whole; yauzl reports those as errors and so do we.
 */
async function readArchive(path: string, limits: ImportLimits): Promise<PageFile[]> {
  const archive = basename(path);
  let zip: yauzl.ZipFile;
  try {
    zip = await openZip(path);
  } catch (error) {
    throw new ImportError(
      `"${archive}" is not a readable zip archive: ${(error as Error).message}`,
      {
        cause: error,
      },
    );
  }
  if (zip.entryCount > limits.maxEntries) {
    zip.close();
    throw new ImportError(
      `"${archive}" has ${zip.entryCount} entries, at most ${limits.maxEntries} are allowed`,
    );
  }

  return new Promise<PageFile[]>((resolve, reject) => {
    const pages: PageFile[] = [];
    let total = 0;
    let failed = false;
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      zip.close();
      reject(
        error instanceof ImportError
          ? error
          : new ImportError(`"${archive}" is damaged or unsafe: ${(error as Error).message}`, {
              cause: error,
            }),
      );
    };
    zip.on('error', fail);
    zip.on('end', () => {
      if (!failed) resolve(pages);
    });
    zip.on('entry', (entry: yauzl.Entry) => {
      (async () => {
        const name = entry.fileName;
        if (name.endsWith('/')) return;
        if (isUnsafePath(name))
          throw new ImportError(`"${archive}" has an unsafe entry path: ${name}`);
        if (classifyEntry(name) === 'skip') return;
        checkPageCount(pages.length + 1, limits);
        total += entry.uncompressedSize;
        checkTotal(total, limits);
        pages.push({ name, bytes: await readEntry(zip, entry) });
      })().then(() => {
        if (!failed) zip.readEntry();
      }, fail);
    });
    zip.readEntry();
  });
}

function isUnsafePath(name: string): boolean {
  return (
    name.startsWith('/') ||
    name.includes('\\') ||
    /^[a-zA-Z]:/.test(name) ||
    name.split('/').includes('..')
  );
}
