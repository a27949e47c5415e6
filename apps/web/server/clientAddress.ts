import { isIP } from 'node:net';

/**
 * The request header where `serve.ts` puts the address of the client a request comes from,
 * overwriting whatever the client sent under that name.
 */
export const CLIENT_ADDRESS_HEADER = 'x-cw-client-address';

/**
 * The address of the client: the socket's peer, or, behind a reverse proxy the operator
 * trusts (`TRUST_PROXY=1`), the last address of `X-Forwarded-For`, the one that proxy added
 * (a client may send any earlier entries it likes).
 *
 * @example
 * clientAddress({ socket: '10.0.0.5', forwardedFor: '1.2.3.4, 203.0.113.7', trustProxy: true });
 * //=> '203.0.113.7'
 */
export function clientAddress(request: {
  socket: string | undefined;
  forwardedFor: string | undefined;
  trustProxy: boolean;
}): string {
  const socket = request.socket ?? '';
  if (!request.trustProxy) return socket;
  const added = request.forwardedFor?.split(',').at(-1)?.trim() ?? '';
  return isIP(added) === 0 ? socket : added;
}
