import { Agent, request } from 'node:http';

/** One answer as the suite sees it: status, headers, body text and how long it took. */
export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  ms: number;
  /** Set when no answer came: refused, reset, or no answer within the timeout. */
  error?: string;
}

export interface Call {
  method?: string;
  headers?: Record<string, string>;
  /** A string or bytes sent with their length; `chunked` sends them without one. */
  body?: string | Buffer;
  chunked?: boolean;
  /** The client's own address: any 127.x.y.z on Linux, so one machine plays many clients. */
  localAddress?: string;
  timeoutMs?: number;
}

/** Keep-alive connections, as browsers and CDNs hold them; one pool per client address. */
const agent = new Agent({ keepAlive: true, maxSockets: 512, maxFreeSockets: 512 });

/**
 * A raw HTTP call: any method, any header (Host and Origin included), bodies with or without
 * a length. Never throws: a call that gets no answer resolves with `status` 0 and `error`.
 *
 * @example
 * const answer = await call(`${site}/api/label`, { localAddress: '127.0.0.9' });
 */
export function call(url: string, options: Call = {}): Promise<Answer> {
  return callOnce(url, options, true);
}

function callOnce(url: string, options: Call, retryStale: boolean): Promise<Answer> {
  const target = new URL(url);
  const started = performance.now();
  return new Promise((done) => {
    let settled = false;
    const finish = (answer: Omit<Answer, 'ms'>) => {
      if (settled) return;
      settled = true;
      done({ ...answer, ms: performance.now() - started });
    };
    const outgoing = request(
      {
        agent,
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method: options.method ?? 'GET',
        headers: options.headers,
        localAddress: options.localAddress,
        timeout: options.timeoutMs ?? 30_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          finish({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
        response.on('error', (error) =>
          finish({ status: 0, headers: {}, body: '', error: error.message }),
        );
      },
    );
    outgoing.on('timeout', () => {
      finish({ status: 0, headers: {}, body: '', error: 'no answer within the timeout' });
      outgoing.destroy();
    });
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      // A kept-alive connection the server closed as the request left on it (its idle timeout):
      // the request never reached it, so it goes again on a fresh connection, once (Node's
      // documented remedy, `request.reusedSocket`).
      if (retryStale && outgoing.reusedSocket && error.code === 'ECONNRESET' && !settled) {
        settled = true;
        callOnce(url, options, false).then(done);
        return;
      }
      // The server may answer (413) and close before the whole body is sent.
      if (error.code === 'EPIPE' || error.code === 'ECONNRESET') {
        setTimeout(() => finish({ status: 0, headers: {}, body: '', error: error.message }), 500);
        return;
      }
      finish({ status: 0, headers: {}, body: '', error: error.message });
    });
    if (options.body !== undefined && options.chunked) {
      outgoing.setHeader('transfer-encoding', 'chunked');
      outgoing.write(options.body);
      outgoing.end();
    } else {
      // Declared explicitly: Node sends a DELETE's body with neither length nor chunks.
      if (options.body !== undefined) {
        outgoing.setHeader('content-length', Buffer.byteLength(options.body));
      }
      outgoing.end(options.body);
    }
  });
}

/** The JSON body of an answer, or undefined when it is not JSON. */
export function json<T = unknown>(answer: Answer): T | undefined {
  try {
    return JSON.parse(answer.body) as T;
  } catch {
    return undefined;
  }
}

/** Percentile of a list of durations (nearest rank). */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}
