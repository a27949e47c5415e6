// Every public name of @cw/api-client and of @cw/api-client (the same module), listed
// explicitly. Nothing here constructs a zod schema: the endpoint table and its schemas are
// `@cw/contract/endpoints`, which the client loads on its first call (see
// `clientEntry.test.ts`).

// The contract's types a call to the client is written in (`request(name, input)` and what it
// resolves to), for code that wraps the client; the rest of the contract's types are
// `@cw/contract/endpoints`.
export type { EndpointInput, EndpointName, EndpointOutput } from '@cw/contract/endpoints';
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
export { HttpError, RequestValidationError, toIssues } from './httpError';
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
