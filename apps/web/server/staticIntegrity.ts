import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Where Next.js serves its build output directory `.next/static` from. */
export const STATIC_URL_PREFIX = '/_next/static/';

/**
 * The subresource integrity of every script and stylesheet of the build output, read once at
 * start from `staticDir` (`.next/static`): a lookup from the path the browser asks for
 * (`/_next/static/chunks/….js`) to `sha384-…` of the file served there, or undefined for any
 * other path. Read from the files themselves, so it matches what is served byte for byte.
 *
 * @example
 * const integrityOf = staticIntegrity('.next/static');
 * integrityOf('/_next/static/chunks/0abc.js'); //=> 'sha384-…'
 */
export function staticIntegrity(staticDir: string): (path: string) => string | undefined {
  const digests = new Map<string, string>();
  for (const entry of readdirSync(staticDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(?:js|mjs|css)$/.test(entry.name)) continue;
    const file = join(entry.parentPath, entry.name);
    const path = `${STATIC_URL_PREFIX}${relative(staticDir, file).replaceAll('\\', '/')}`;
    digests.set(path, `sha384-${createHash('sha384').update(readFileSync(file)).digest('base64')}`);
  }
  return (path) => digests.get(path);
}
