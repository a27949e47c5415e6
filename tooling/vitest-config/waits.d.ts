/** How long any test waits for something asynchronous to appear, in every runner. */
export declare const ASYNC_WAIT_MS: number;
/** How long a whole test or hook may take. */
export declare const TEST_TIMEOUT_MS: number;
