import { ERROR_CODES } from '@cw/contract/schemas';
import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { errorHandler, isDatabaseUnavailable } from './errors';

/** What drizzle throws: its own error around the driver's. */
const wrapped = (cause: Error) => new Error('Failed query: select 1', { cause });
const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('recognises a refused, cut or shut-down database connection', () => {
    for (const error of [
      wrapped(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')),
      wrapped(new Error('Connection terminated unexpectedly')),
      wrapped(withCode('terminating connection due to administrator command', '57P01')),
      wrapped(withCode('the database system is starting up', '57P03')),
      wrapped(withCode('connection failure', '08006')),
      new Error('timeout exceeded when trying to connect'),
      new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')]),
    ]) {
      expect(isDatabaseUnavailable(error), error.message).toBe(true);
    }
  });

  it('leaves refused values and bugs alone', () => {
    expect(isDatabaseUnavailable(wrapped(withCode('invalid input syntax', '22P02')))).toBe(false);
    expect(isDatabaseUnavailable(wrapped(withCode('duplicate key value', '23505')))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
  });
});

describe('errorHandler', () => {
  it('answers 503 with Retry-After while the database is away, and 500 for a bug', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const app = new Hono();
    app.onError(errorHandler);
    app.get('/down', () => {
      throw wrapped(withCode('terminating connection due to administrator command', '57P01'));
    });
    app.get('/bug', () => {
      throw new TypeError('x is undefined');
    });
    const down = await app.request('/down');
    expect(down.status).toBe(503);
    expect(down.headers.get('retry-after')).toBe('5');
    const body = (await down.json()) as { error: { code: string } };
    expect(body.error.code).toBe(ERROR_CODES.SERVICE_UNAVAILABLE);
    expect((await app.request('/bug')).status).toBe(500);
    warn.mockRestore();
    error.mockRestore();
  });
});
