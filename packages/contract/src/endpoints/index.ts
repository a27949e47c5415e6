// Every public name of @cw/contract/endpoints, listed explicitly: the endpoint table with
// its zod schemas and the types derived from it, for servers that answer or check the calls
// (the web app's /api/* handler), for @cw/api-client and for tools. Browser code uses
// `@cw/api-client`, whose client loads this on demand.

export type {
  EndpointAccess,
  EndpointDefinition,
  EndpointInput,
  EndpointName,
  EndpointOutput,
  Endpoints,
  EndpointWithIdempotencyKey,
  EndpointWithOptionalInput,
  HttpMethod,
  PagedEndpointName,
  PagePosition,
  ReadEndpointName,
} from './endpoints';
export { endpoints } from './endpoints';
export type { AccountSession, TestPattern } from './provisionalSchemas';
