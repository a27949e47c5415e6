import { describe, expect, it } from 'vitest';
import { operationIdOf, publishedDocument, SERVICE_TOKEN_SCHEME } from './openapiDocument';

describe('operationIdOf', () => {
  it.each([
    ['get', '/v3/library/works/{workCode}', 'getLibraryWorksByWorkCode'],
    ['get', '/v3/library/works/{workCode}/related', 'getLibraryWorksByWorkCodeRelated'],
    ['post', '/v3/library/client-logs', 'postLibraryClientLogs'],
    ['get', '/v3/library/genres-and-tags', 'getLibraryGenresAndTags'],
    ['delete', '/v3/membership/history/{episodeId}', 'deleteMembershipHistoryByEpisodeId'],
    [
      'put',
      '/v3/membership/follows/series/{workId}/notification',
      'putMembershipFollowsSeriesByWorkIdNotification',
    ],
  ])('%s %s is %s', (method, path, id) => {
    expect(operationIdOf(method, path)).toBe(id);
  });
});

const error = { description: 'Not found' };

describe('publishedDocument', () => {
  const document = publishedDocument({
    openapi: '3.1.0',
    paths: {
      '/v3/library/works': {
        get: { parameters: [{ in: 'query', name: 'page' }], responses: { 200: {} } },
      },
      '/v3/library/labels': { get: { operationId: 'listLabels', responses: { 200: {} } } },
      '/v3/library/search': {
        get: { parameters: [{ in: 'query' }], responses: { 200: {}, 400: error } },
      },
      '/v3/membership/follows/series': {
        post: { requestBody: {}, responses: { 200: {} } },
      },
      '/v3/membership/sessions/current': { get: { responses: { 204: {}, 401: error } } },
    },
  } as object);
  const operation = (path: string, method: string) => {
    const found = document.paths[path]?.[method];
    if (!found) throw new Error(`${method} ${path} is not in the document`);
    return found;
  };

  it('names the web app’s service token as the membership operations’ security, and only theirs', () => {
    expect(document.components.securitySchemes?.[SERVICE_TOKEN_SCHEME]).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    expect(operation('/v3/membership/follows/series', 'post').security).toEqual([
      { [SERVICE_TOKEN_SCHEME]: [] },
    ]);
    expect(operation('/v3/library/works', 'get').security).toEqual([]);
  });

  it('documents a 401 on membership operations, keeping one a route wrote', () => {
    expect(operation('/v3/membership/follows/series', 'post').responses).toHaveProperty('401');
    expect(operation('/v3/membership/sessions/current', 'get').responses['401']).toBe(error);
    expect(operation('/v3/library/works', 'get').responses).not.toHaveProperty('401');
  });

  it('documents the validation 400 where a query or a body is taken, and nowhere else', () => {
    expect(operation('/v3/library/works', 'get').responses).toHaveProperty('400');
    expect(operation('/v3/membership/follows/series', 'post').responses).toHaveProperty('400');
    expect(operation('/v3/library/search', 'get').responses['400']).toBe(error);
    expect(operation('/v3/library/labels', 'get').responses).not.toHaveProperty('400');
  });

  it('gives every operation an id, keeping one a route chose', () => {
    expect(operation('/v3/library/works', 'get').operationId).toBe('getLibraryWorks');
    expect(operation('/v3/library/labels', 'get').operationId).toBe('listLabels');
  });

  it('names the server it is served from', () => {
    expect(document.servers).toEqual([expect.objectContaining({ url: '/' })]);
  });
});
