// How every headless Chromium of ours starts: the Storybook and visual suites (Vitest's browser
// mode), the web end-to-end and resilience suites (playwright-core) and the Lighthouse bench
// (chrome-launcher). One list, so a flag a suite needs is every suite's.

/** Debian's Chromium, or `CHROMIUM_PATH`: never a browser downloaded at run time. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Its flags: no sandbox (containers run it as root), no GPU, and nothing of its own on the
 * network (no QUIC, no background fetches, component updates or sync, no first-run pages). Any
 * host but the loopback fails at once instead of waiting on DNS, so a stray third-party request
 * shows up as an error rather than as a slow page.
 */
export const CHROMIUM_ARGS = Object.freeze([
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1 , EXCLUDE localhost',
]);
