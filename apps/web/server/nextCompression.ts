import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';

// The compression Next.js runs itself with `compress: true`, run by serve.ts instead (next.config
// turns Next's off) so that a page is compressed after `secureResponse` has hashed its scripts.
// Both are private modules of Next.js, kept here in one place: nextCompression.test.ts fails when
// an upgrade of Next moves them or changes what serve.ts relies on.
const require = createRequire(import.meta.url);

/** A Connect-style middleware, as `compression` is. */
export type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/** Next's own copy of `compression`: gzip or deflate as the client accepts, above 1 kB. */
export const compression = require('next/dist/compiled/compression') as () => Middleware;

/**
 * Ends the compression stream of a response whose client went away before it was whole: the
 * middleware never ends it then, and it would leak (Next.js does the same after its own).
 */
export const { releaseCompressionStream } =
  require('next/dist/server/lib/release-compression-stream') as {
    releaseCompressionStream: (res: ServerResponse) => void;
  };
