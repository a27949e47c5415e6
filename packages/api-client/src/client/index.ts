// Every public name of @cw/api-client and of @cw/api-client/client (the same module), listed
// explicitly. Nothing here constructs a zod schema: the endpoint table and its schemas are
// `@cw/api-client/endpoints`, which the client loads on its first call (see
// `clientEntry.test.ts`).

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
} from '../endpoints/endpoints';
export type { AccountSession, TestPattern } from '../endpoints/provisionalSchemas';
export type {
  ApiClient,
  ApiClientOptions,
  EndpointRequestOptions,
  FetchLike,
  HeadersOption,
  IdempotentRequestOptions,
  RequestOptions,
} from './createApiClient';
export { createApiClient } from './createApiClient';
export type { RequestTarget } from './httpError';
export {
  ApiClientError,
  CLIENT_ERROR_CODES,
  HttpError,
  isHttpError,
  NetworkError,
  RequestValidationError,
  ResponseParseError,
  readHttpError,
  toIssues,
} from './httpError';
export type {
  LockManagerLike,
  SessionRefreshCoordinator,
  SessionRefreshLockOptions,
  SessionRefreshOptions,
  SessionRefreshOutcome,
  StorageChange,
  StorageLike,
  SubscribeToStorage,
} from './sessionRefresh';
export {
  createSessionRefreshCoordinator,
  SESSION_REFRESH_INTERVAL_MS,
  SESSION_REFRESH_WAIT_MS,
  shouldRetryAfterRefresh,
} from './sessionRefresh';
