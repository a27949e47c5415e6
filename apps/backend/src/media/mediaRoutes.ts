import { createHash } from 'node:crypto';
import { type ApiErrorBody, apiErrorBodySchema, ERROR_CODES, MAX_ID } from '@cw/contract/schemas';
import { parseMediaVariantUrl } from '@cw/paths';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { Db } from '../db/client';
import { ApiError, notFound } from '../http/errors';
import { createRouter } from '../http/router';
import { type RenderJob, renderJob } from './backgroundRenders';
import { DEFAULT_MEDIA_LIMITS, type MediaLimits } from './limits';
import { createMediaCache } from './mediaCache';
import {
  findMediaSource,
  loadPageOriginal,
  type MediaRequest,
  type MediaSource,
} from './mediaData';
import { MEDIA_FORMATS, MEDIA_VARIANTS, type MediaFormat, type MediaKind } from './paths';
import { RENDER_VERSION } from './render';
import { createRenderQueue, RenderQueueFullError, RenderShareExceededError } from './renderQueue';

export interface MediaRoutesOptions {
  /** Where variants are written once made; shared safely by several instances. */
  cacheDir: string;
  /** Render queue and disk bounds; DEFAULT_MEDIA_LIMITS for any left out. */
  limits?: Partial<MediaLimits>;
  /**
   * The client a request is made for (its address), among whom renders are shared fairly
   * (`createRenderQueue`). Every request is one client when left out.
   */
  clientOf?: (c: Context) => Promise<string>;
  /**
   * Called when a request misses the cache and is about to cost a render (also when it then
   * shares an identical render in flight), with its client. A per-client rate limit goes here:
   * throw an ApiError to refuse the request before it queues. No charge by default.
   */
  chargeRender?: (c: Context, client: string) => Promise<void> | void;
  /**
   * Where variants wider than BACKGROUND_RENDER_WIDTH are made (createBackgroundRenderer: a
   * process at a lower CPU priority); in this process when left out.
   */
  renderLarge?: (job: RenderJob) => Promise<Buffer>;
  /** Makes a missing variant; tests swap in a slow one. */
  makeVariant?: MakeVariant;
  /** Called after a variant was made and written (not when served from disk): logs, tests. */
  onGenerated?: (event: { path: string; milliseconds: number }) => void;
}

/** Every kind addressed by `/:kind/:id/:variant`; pages have their own route. */
export const IMAGE_KINDS = [
  'covers',
  'volumes',
  'thumbnails',
  'banners',
  'topics',
  'label-icons',
  'label-logos',
  'stores',
] as const satisfies readonly Exclude<MediaKind, 'pages'>[];

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** About what a full default queue takes to drain on a 2-core instance. */
const RETRY_AFTER_SECONDS = 5;
const CONTENT_TYPES: Record<MediaFormat, string> = { avif: 'image/avif', webp: 'image/webp' };

const idPattern = /^[1-9][0-9]{0,9}$/;
const idParam = z
  .string()
  .regex(idPattern, 'must be a positive integer without leading zeros')
  .transform(Number)
  .refine((id) => id <= MAX_ID, 'is too large');
/**
 * `w{width}.{format}` for the widths served for `kinds`, smallest first: an enum, so the contract
 * lists exactly what is served (a width of another kind is still refused by `parseVariant`).
 */
const variantParam = (kinds: readonly MediaKind[]) => {
  const widths = [...new Set(kinds.flatMap((kind) => MEDIA_VARIANTS[kind].widths))];
  const variants = widths
    .sort((a, b) => a - b)
    .flatMap((width) => MEDIA_FORMATS.map((format) => `w${width}.${format}`));
  return z.enum(variants as [string, ...string[]]).openapi({ example: variants[0] });
};

const imageResponses = {
  200: {
    description: 'The image; the URL never changes content, so it may be cached for a year.',
    content: {
      'image/avif': { schema: z.string().openapi({ format: 'binary' }) },
      'image/webp': { schema: z.string().openapi({ format: 'binary' }) },
    },
  },
  304: { description: 'Not modified (If-None-Match matched the ETag)' },
  400: {
    description: 'Unknown kind, malformed id, or width or format not served for the kind',
    content: { 'application/json': { schema: apiErrorBodySchema } },
  },
  404: {
    description: 'Unknown id, or page index past the last page',
    content: { 'application/json': { schema: apiErrorBodySchema } },
  },
  429: {
    description:
      'This client has its share of the render queue waiting, or has had its renders for the minute: retry after the Retry-After seconds',
    content: { 'application/json': { schema: apiErrorBodySchema } },
  },
  503: {
    description: 'Too many images are being made: retry after the Retry-After seconds',
    content: { 'application/json': { schema: apiErrorBodySchema } },
  },
};

const imageRoute = createRoute({
  method: 'get',
  path: '/{kind}/{id}/{variant}',
  summary: 'A cover, thumbnail, banner, topic, label or store image in one variant',
  request: {
    params: z.object({
      kind: z.enum(IMAGE_KINDS),
      // Numeric for every kind but stores, whose id is the store code.
      id: z.string().regex(/^[a-z0-9_]{1,40}$/, 'must be an id or a store code'),
      variant: variantParam(IMAGE_KINDS),
    }),
  },
  responses: imageResponses,
});

const pageRoute = createRoute({
  method: 'get',
  path: '/pages/{episodeId}/{index}/{variant}',
  summary: 'One page of an episode (zero-based index) in one variant, at the page proportions',
  request: {
    params: z.object({
      episodeId: idParam,
      index: z
        .string()
        .regex(/^(0|[1-9][0-9]{0,3})$/, 'must be a page index from 0')
        .transform(Number),
      variant: variantParam(['pages']),
    }),
  },
  responses: imageResponses,
});

/**
 * Image variants, made on first request and then served from `cacheDir`. Mounted by the app
 * at `/v3/media` (MEDIA_PREFIX):
 * `GET /v3/media/{kind}/{id}/w{width}.{avif|webp}` and
 * `GET /v3/media/pages/{episodeId}/{index}/w{width}.{avif|webp}`.
 *
 * @example
 * app.route(MEDIA_PREFIX, mediaRoutes(db, { cacheDir: config.mediaCacheDir }));
 */
export function mediaRoutes(db: Db, options: MediaRoutesOptions) {
  const router = createRouter();
  const limits = { ...DEFAULT_MEDIA_LIMITS, ...options.limits };
  const cache = createMediaCache(options.cacheDir, { maxBytes: limits.cacheMaxBytes });
  const queue = createRenderQueue({
    concurrency: limits.renderConcurrency,
    maxWaiting: limits.renderQueueMax,
    clientWaiting: limits.renderClientQueueMax,
  });
  const make: MakeVariant =
    options.makeVariant ??
    (async (db, source, width, format) => {
      const job = await variantJob(db, source, width, format);
      return width > BACKGROUND_RENDER_WIDTH && options.renderLarge
        ? options.renderLarge(job)
        : renderJob(job);
    });

  async function serve(c: Context, request: MediaRequest, variant: string): Promise<Response> {
    const { width, format } = parseVariant(request.kind, variant);
    const source = await findMediaSource(db, request);
    if (!source) throw notFound(describe(request));

    const key = variantKey(source, width, format);
    const etag = `"${key}"`;
    const headers: Record<string, string> = {
      'Cache-Control': IMMUTABLE,
      ETag: etag,
      'X-Content-Type-Options': 'nosniff',
    };
    if (matchesEtag(c.req.header('If-None-Match'), etag)) {
      return c.body(null, 304, headers);
    }
    headers['Content-Type'] = CONTENT_TYPES[format];

    const path = cachePath(request, width, format, key);
    if (c.req.method === 'HEAD') {
      // Hono drops the body of a HEAD answer: never open a file stream nobody would close.
      const size = await cache.size(path);
      if (size !== null) {
        headers['Content-Length'] = String(size);
        return c.body(null, 200, headers);
      }
    }
    const cached = await cache.read(path);
    if (cached) {
      headers['Content-Length'] = String(cached.size);
      return c.body(cached.body, 200, headers);
    }
    const client = (await options.clientOf?.(c)) ?? '';
    // A render the queue would refuse costs no charge: a flood's refusals stay cheap.
    const refused = queue.refusal(client);
    if (refused instanceof RenderQueueFullError) return busy(c);
    if (refused instanceof RenderShareExceededError) return tooMany(c);
    await options.chargeRender?.(c, client);
    const started = performance.now();
    let renderStarted = started;
    let made: { bytes: Buffer; generated: boolean };
    try {
      // A render's cost is its width: a cover goes before a 1440 px page.
      made = await cache.getOrMake(path, () =>
        queue.run(
          () => {
            renderStarted = performance.now();
            return make(db, source, width, format);
          },
          { client, cost: width },
        ),
      );
    } catch (error) {
      if (error instanceof RenderQueueFullError) return busy(c);
      if (error instanceof RenderShareExceededError) return tooMany(c);
      throw error;
    }
    if (made.generated) {
      const ended = performance.now();
      options.onGenerated?.({ path, milliseconds: ended - started });
      // What the render cost this request: its wait for a slot, then the render itself.
      headers['Server-Timing'] =
        `queue;dur=${(renderStarted - started).toFixed(1)}, render;dur=${(ended - renderStarted).toFixed(1)}`;
    }
    headers['Content-Length'] = String(made.bytes.byteLength);
    return c.body(new Uint8Array(made.bytes), 200, headers);
  }

  router.openapi(imageRoute, async (c) => {
    const { kind, id, variant } = c.req.valid('param');
    if (kind === 'stores') return serve(c, { kind, code: id }, variant);
    const parsed = idParam.safeParse(id);
    if (!parsed.success) {
      throw new ApiError(
        ERROR_CODES.BAD_REQUEST,
        `Invalid ${kind} id "${id}": ${parsed.error.issues[0]?.message}`,
      );
    }
    return serve(c, { kind, id: parsed.data }, variant);
  });

  router.openapi(pageRoute, async (c) => {
    const { episodeId, index, variant } = c.req.valid('param');
    return serve(c, { kind: 'pages', episodeId, index }, variant);
  });

  return router;
}

/** 503 in the usual error shape; not cached, as the same URL will work in a few seconds. */
function busy(c: Context): Response {
  const body: ApiErrorBody = {
    error: { code: 'SERVICE_UNAVAILABLE', message: 'Too many images are being made; retry later' },
  };
  return c.json(body, 503, {
    'Retry-After': String(RETRY_AFTER_SECONDS),
    'Cache-Control': 'no-store',
  });
}

/** 429 in the usual error shape: this client has its share of the queue waiting already. */
function tooMany(c: Context): Response {
  const body: ApiErrorBody = {
    error: {
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many of your images are being made; retry later',
    },
  };
  return c.json(body, 429, {
    'Retry-After': String(RETRY_AFTER_SECONDS),
    'Cache-Control': 'no-store',
  });
}

function parseVariant(kind: MediaKind, variant: string): { width: number; format: MediaFormat } {
  // The variant URL below the media prefix, read as every client reads one (@cw/paths).
  const base = `/${kind}`;
  const parsed = parseMediaVariantUrl(`${base}/${variant}`);
  const widths: readonly number[] = MEDIA_VARIANTS[kind].widths;
  if (!parsed || parsed.base !== base || !widths.includes(parsed.width)) {
    throw new ApiError(
      ERROR_CODES.BAD_REQUEST,
      `Variant "${variant}" is not served for ${kind}: widths are ${widths.join(', ')}`,
    );
  }
  return { width: parsed.width, format: parsed.format };
}

type MakeVariant = (
  db: Db,
  source: MediaSource,
  width: number,
  format: MediaFormat,
) => Promise<Buffer>;

/**
 * Variants wider than this (a page for a wide or dense screen) render in the background when
 * the app has a background renderer: covers, thumbnails and phone pages go first on the CPU.
 */
export const BACKGROUND_RENDER_WIDTH = 720;

async function variantJob(
  db: Db,
  source: MediaSource,
  width: number,
  format: MediaFormat,
): Promise<RenderJob> {
  if (source.type === 'drawn') return { subject: source.subject, width, format };
  const original = await loadPageOriginal(db, source.episodeId, source.index);
  // The episode row says imported but its original is gone: a broken import, not bad input.
  if (!original)
    throw new Error(`media original missing for episode ${source.episodeId} page ${source.index}`);
  return { original, width, format };
}

/**
 * A digest of everything the bytes depend on (renderer version, drawing inputs, width and
 * format): the ETag, and part of the file name so that an edited title or a new renderer
 * never serves an old file.
 */
function variantKey(source: MediaSource, width: number, format: MediaFormat): string {
  const recipe = JSON.stringify({ version: RENDER_VERSION, source, width, format });
  return createHash('sha256').update(recipe).digest('base64url').slice(0, 22);
}

/** `covers/12/w360-KEY.avif`, `pages/345/7-w1080-KEY.webp`: built from parsed ids only. */
function cachePath(request: MediaRequest, width: number, format: MediaFormat, key: string) {
  const file = `w${width}-${key}.${format}`;
  switch (request.kind) {
    case 'pages':
      return `pages/${request.episodeId}/${request.index}-${file}`;
    case 'stores':
      return `stores/${request.code}/${file}`;
    default:
      return `${request.kind}/${request.id}/${file}`;
  }
}

function describe(request: MediaRequest): string {
  switch (request.kind) {
    case 'pages':
      return `Page ${request.index} of episode ${request.episodeId}`;
    case 'stores':
      return `Store ${request.code}`;
    default:
      return `${request.kind} ${request.id}`;
  }
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value === etag || value === `W/${etag}`;
  });
}
