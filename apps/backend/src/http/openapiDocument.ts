import { MEMBERSHIP_PREFIX } from './reader';

/** The parts of an OpenAPI 3.1 document this module reads and completes. */
interface Operation {
  operationId?: string;
  parameters?: readonly { in?: string }[];
  requestBody?: unknown;
  responses: Record<string, unknown>;
  security?: Record<string, string[]>[];
}
interface Document {
  paths?: Record<string, Record<string, Operation>>;
  components?: Record<string, Record<string, unknown>>;
  servers?: unknown[];
}
/** What {@link publishedDocument} adds to a document. */
type Completed = Required<Document>;

/** The scheme of the web app's service token (`Authorization: Bearer …`, see http/reader.ts). */
export const SERVICE_TOKEN_SCHEME = 'serviceToken';

const ERROR_BODY = { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } };

/**
 * `get /v3/library/works/{workCode}/related` → `getLibraryWorksByWorkCodeRelated`: the method
 * and the path after `/v3`, parameters as `By…`. Unique because method and path are, and stable
 * while the route is: a generator names its functions after it.
 *
 * @example
 * operationIdOf('delete', '/v3/membership/history/{episodeId}'); //=> 'deleteMembershipHistoryByEpisodeId'
 */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .replace(/^\/v3\//, '')
    .split('/')
    .flatMap((segment) => {
      const parameter = /^\{(.+)\}$/.exec(segment);
      const word = parameter ? `by-${parameter[1]}` : segment;
      return word.split(/[-_]/);
    });
  return [method, ...words.map((word) => word.charAt(0).toUpperCase() + word.slice(1))].join('');
}

/**
 * The published contract: what the routes declare, completed with what the app decides for
 * all of them at once, so a team holding only `openapi.json` and a generator gets a working
 * client (Redocly's recommended rules pass with no error):
 * - `servers`: the backend the document is served from (`/`); a client sets its own base URL.
 * - Security: every `/v3/membership` operation needs the web app's service token (the app
 *   mounts `requireReader` on that prefix) and may answer 401; every other is public
 *   (`security: []`).
 * - A 400 on every operation that takes a query or a body and lists none: each route's input
 *   is checked by the same validation hook (http/errors.ts), which answers 400.
 * - An `operationId` on every operation ({@link operationIdOf}), unless a route names its own.
 *
 * @example
 * app.get('/v3/openapi.json', (c) => c.json(publishedDocument(app.getOpenAPI31Document(config))));
 */
export function publishedDocument<D extends object>(generated: D): D & Completed {
  // The generator's types (openapi3-ts) are not this package's to import: read what is needed.
  const document = generated as Document;
  const paths: Record<string, Record<string, Operation>> = {};
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    const membership = path.startsWith(`${MEMBERSHIP_PREFIX}/`);
    paths[path] = {};
    for (const [method, operation] of Object.entries(operations)) {
      const responses = { ...operation.responses };
      const takesInput =
        operation.requestBody !== undefined ||
        (operation.parameters ?? []).some((parameter) => parameter.in === 'query');
      if (takesInput && !('400' in responses)) {
        responses['400'] = { description: 'The request did not validate', content: ERROR_BODY };
      }
      if (membership && !('401' in responses)) {
        responses['401'] = {
          description: 'No valid service token, or one of a session signed out',
          content: ERROR_BODY,
        };
      }
      const { operationId = operationIdOf(method, path), ...described } = operation;
      paths[path][method] = {
        operationId,
        ...described,
        security: membership ? [{ [SERVICE_TOKEN_SCHEME]: [] }] : [],
        responses,
      };
    }
  }
  return {
    ...document,
    servers: [{ url: '/', description: 'The backend this document is served from' }],
    components: {
      ...document.components,
      securitySchemes: {
        [SERVICE_TOKEN_SCHEME]: {
          type: 'http',
          scheme: 'bearer',
          description:
            'A short-lived token the web app signs with the shared secret for the signed-in reader (`signServiceToken` of @cw/service-token).',
        },
      },
    },
    paths,
  } as D & Completed;
}
