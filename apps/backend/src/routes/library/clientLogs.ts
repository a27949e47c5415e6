import {
  apiErrorBodySchema,
  clientLogInputSchema,
  clientLogReceiptSchema,
} from '@cw/contract/schemas';
import { createRoute } from '@hono/zod-openapi';
import type { AppDeps } from '../../appDeps';
import { clientAddress } from '../../http/clientAddress';
import { logLine, maskSecrets } from '../../http/logLine';
import type { RateLimiter, RateLimitRule } from '../../http/rateLimit';
import { createRouter } from '../../http/router';

/**
 * `POST /v3/library/client-logs`: one line of a browser's log (the web app's `/api/log`),
 * written to the backend's own log as one JSON line on stderr, with the client's address and
 * the time, emails and credentials masked (`maskSecrets`). Bounded by the schema and charged per client address, so a page stuck in an error
 * loop or a flood cannot fill the logs.
 */
export function clientLogRoutes(
  deps: AppDeps,
  logs: { limiter: RateLimiter; rule: RateLimitRule; write?: (line: string) => void },
) {
  const app = createRouter();
  const write = logs.write ?? ((line: string) => console.error(line));

  app.openapi(
    createRoute({
      method: 'post',
      path: '/client-logs',
      summary: "Record one line of a browser's log",
      request: {
        body: { content: { 'application/json': { schema: clientLogInputSchema } }, required: true },
      },
      responses: {
        202: {
          description: 'Recorded',
          content: { 'application/json': { schema: clientLogReceiptSchema } },
        },
        429: {
          description: 'This client has logged too much; retry later',
          content: { 'application/json': { schema: apiErrorBodySchema } },
        },
      },
    }),
    async (c) => {
      const now = deps.now();
      const client = await clientAddress(c, deps.serviceTokenSecret, now);
      await logs.limiter.charge(`client-log:${client}`, logs.rule);
      const { message, url, detail, ...rest } = c.req.valid('json');
      write(
        logLine({
          source: 'client',
          at: now.toISOString(),
          client,
          ...rest,
          message: maskSecrets(message),
          ...(url !== undefined && { url: maskSecrets(url) }),
          ...(detail !== undefined && {
            detail: Object.fromEntries(
              Object.entries(detail).map(([name, value]) => [name, maskSecrets(value)]),
            ),
          }),
        }),
      );
      return c.json({ received: true as const }, 202);
    },
  );

  return app;
}
