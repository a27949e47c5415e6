// How long a test waits for something asynchronous to appear (testing-library's `findBy*` and
// `waitFor`, vitest's `expect.poll`, the browser's expectations in the e2e and story suites),
// set once for every runner. Sized for a loaded 2-core machine: CI runs right after a session,
// often while that machine is still busy, where a React commit or a lazily loaded chunk that
// takes 50 ms alone has taken several seconds. A wait that passes returns as soon as the thing
// appears, so the size costs only the failing case. Never a cure for a race: a test that opens
// lazily loaded UI also waits for the module (`preloadLazyModules` of @cw/ui, in ./setup-dom.js).
export const ASYNC_WAIT_MS = 15_000;

// A whole test or hook: rendering and timers, not the wall clock. A test that takes 2 s alone
// takes ten times that beside the rest of `npm test` on a 2-core machine, which is no failure.
export const TEST_TIMEOUT_MS = 30_000;

/**
 * A promise with its `resolve` and `reject` handed out, to hold an answer (a response, a session
 * refresh) back until the test lets it go.
 */
export function deferred() {
  let resolve;
  let reject;
  const promise = new Promise((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
