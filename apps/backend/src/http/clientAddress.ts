import { isIP } from 'node:net';
import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';
import { serviceTokenClaims } from './reader';

/**
 * The address of the client a request is made for, to key per-client limits. The web app calls
 * the backend for its readers, so the socket's address is the web app's own: a caller that
 * proves it is the web app with a valid service token names the client as the last entry of
 * `X-Forwarded-For`. Anyone else's `X-Forwarded-For` is ignored, or a client could name a new
 * address on every request.
 *
 * @example
 * await clientAddress(c, secret, new Date()); // '203.0.113.7'
 */
export async function clientAddress(c: Context, secret: string, now: Date): Promise<string> {
  const socket = (c.env as HttpBindings | undefined)?.incoming?.socket.remoteAddress ?? 'unknown';
  const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim() ?? '';
  if (isIP(forwarded) === 0) return socket;
  return (await serviceTokenClaims(c, secret, now)) ? forwarded : socket;
}
