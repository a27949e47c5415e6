/** How long any test waits for something asynchronous to appear, in every runner. */
export declare const ASYNC_WAIT_MS: number;
/** How long a whole test or hook may take. */
export declare const TEST_TIMEOUT_MS: number;

/**
 * A promise with its `resolve` and `reject` handed out, to hold an answer back.
 *
 * @example
 * const answer = deferred<Response>();
 * const api = vi.fn(() => answer.promise);
 * // … assert what shows while the call is open, then:
 * answer.resolve(new Response('{}'));
 */
export declare function deferred<T = void>(): {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
};
