import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ApiClientError,
  CLIENT_ERROR_CODES,
  HttpError,
  isHttpError,
  ResponseParseError,
  readHttpError,
  toIssues,
} from './httpError';

const target = { method: 'GET', url: '/api/contents/details/work?workCode=x' };

describe('readHttpError', () => {
  it('keeps the API error body when it parses', async () => {
    const body = { error: { code: 'NOT_FOUND', message: 'No work with code x' } };
    const error = await readHttpError(
      new Response(JSON.stringify(body), { status: 404, statusText: 'Not Found' }),
      target,
    );
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toBeInstanceOf(ApiClientError);
    expect(error.message).toBe('HTTP Error: 404 Not Found');
    expect(error.code).toBe(CLIENT_ERROR_CODES.HTTP_ERROR);
    expect(error.status).toBe(404);
    expect(error.statusText).toBe('Not Found');
    expect(error.body).toEqual(body);
    expect(error.apiError?.code).toBe('NOT_FOUND');
    expect(error.url).toBe(target.url);
  });

  it('keeps the raw text when the body is not an API error', async () => {
    const error = await readHttpError(
      new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
      target,
    );
    expect(error.message).toBe('HTTP Error: 502 Bad Gateway');
    expect(error.body).toBe('<html>Bad gateway</html>');
    expect(error.apiError).toBeUndefined();
  });

  it('keeps the message format when statusText is empty (HTTP/2)', async () => {
    const error = await readHttpError(new Response('', { status: 500 }), target);
    expect(error.message).toBe('HTTP Error: 500 ');
  });
});

describe('ResponseParseError', () => {
  it('names each failing field as path: message', () => {
    const schema = z.object({
      work: z.object({ title: z.string().min(1) }),
      ids: z.array(z.int()),
    });
    const result = schema.safeParse({ work: { title: '' }, ids: [1, 'x'] });
    if (result.success) throw new Error('expected a failure');
    const error = new ResponseParseError({
      ...target,
      status: 200,
      issues: toIssues(result.error),
    });
    expect(error.code).toBe('RESPONSE_PARSE_ERROR');
    expect(error.issues.map((issue) => issue.path)).toEqual(['work.title', 'ids.1']);
    expect(error.message).toMatch(/^Invalid response from GET \/api\/contents\/details\/work/);
    expect(error.message).toContain('work.title: ');
    expect(error.message).toContain('ids.1: ');
  });
});

describe('isHttpError', () => {
  it('matches HttpError, optionally by status', () => {
    const error = new HttpError({ ...target, status: 404, statusText: 'Not Found', body: '' });
    expect(isHttpError(error)).toBe(true);
    expect(isHttpError(error, 404, 410)).toBe(true);
    expect(isHttpError(error, 500)).toBe(false);
    expect(isHttpError(new Error('x'))).toBe(false);
  });
});
