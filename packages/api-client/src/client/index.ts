// Every public name of @cw/api-client/client, listed explicitly. Nothing here constructs a zod
// schema: the endpoint table and its schemas are `@cw/api-client/endpoints`, which the client
// loads on its first call (see `client-entry.test.ts`).

export type {
  ApiClient,
  ApiClientOptions,
  FetchLike,
  HeadersOption,
  RequestOptions,
} from './createApiClient';
export { createApiClient } from './createApiClient';
export type {
  EndpointAccess,
  EndpointDefinition,
  EndpointInput,
  EndpointName,
  EndpointOutput,
  Endpoints,
  EndpointWithOptionalInput,
  HttpMethod,
  ReadEndpointName,
} from './endpoints';
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
export type { AccountSession, TestPattern } from './provisionalSchemas';
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
