// Ports for the services a test suite starts (a backend, a web app, a provider, nginx).
//
// The kernel hands out ports for `listen(0)` and for outgoing connections from
// ip_local_port_range (32768–60999 by default). A port asked for that way and released until a
// child process binds it, which for a backend means after seeding, minutes on a busy machine,
// can meanwhile be taken by another suite's service: the first suite then talks to the second
// one's backend, which that suite kills and restarts (`npm test` runs the e2e, backend and
// resilience suites side by side). These ports are below that range, where only explicit binds
// land, each suite in a block of its own, and checked free before they are handed out.
import { createServer } from 'node:net';

/** The blocks, one per suite that starts services, all below the kernel's ephemeral range. */
export const PORT_BLOCKS = {
  e2e: [20_000, 22_000],
  backend: [22_000, 24_000],
  resilience: [24_000, 26_000],
  bench: [26_000, 28_000],
};

const handedOut = new Set();

function isFree(port) {
  return new Promise((done) => {
    const server = createServer();
    server.once('error', () => done(false));
    server.listen(port, '127.0.0.1', () => server.close(() => done(true)));
  });
}

/**
 * A port of `suite`'s block that is free now and was not handed out before by this process.
 *
 * @param {keyof typeof PORT_BLOCKS} suite
 * @returns {Promise<number>}
 */
export async function freePort(suite) {
  const [from, to] = PORT_BLOCKS[suite];
  for (let tries = 0; tries < 200; tries++) {
    const port = from + Math.floor(Math.random() * (to - from));
    if (handedOut.has(port)) continue;
    handedOut.add(port);
    if (await isFree(port)) return port;
  }
  throw new Error(`no free port in ${suite}'s block ${from}–${to}`);
}
