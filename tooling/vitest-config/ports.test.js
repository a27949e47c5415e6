import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePort, PORT_BLOCKS } from './ports.js';

/** The range the kernel hands out for listen(0) and outgoing connections. */
function ephemeralRange() {
  try {
    return readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8')
      .trim()
      .split(/\s+/)
      .map(Number);
  } catch {
    return [32768, 60999]; // Linux's default, where /proc is not there to ask.
  }
}

describe('freePort', () => {
  it("hands out ports of the suite's block, below the kernel's ephemeral range", async () => {
    const [ephemeralFrom] = ephemeralRange();
    for (const suite of Object.keys(PORT_BLOCKS)) {
      const [from, to] = PORT_BLOCKS[suite];
      expect(to).toBeLessThanOrEqual(ephemeralFrom);
      const port = await freePort(suite);
      expect(port).toBeGreaterThanOrEqual(from);
      expect(port).toBeLessThan(to);
    }
  });

  it('gives the suites blocks that do not overlap', () => {
    const blocks = Object.values(PORT_BLOCKS).sort(([a], [b]) => a - b);
    for (let i = 1; i < blocks.length; i++)
      expect(blocks[i][0]).toBeGreaterThanOrEqual(blocks[i - 1][1]);
  });

  it('never hands out the same port twice, nor one that is taken', async () => {
    const taken = createServer();
    const ports = new Set();
    try {
      const first = await freePort('e2e');
      await new Promise((done) => taken.listen(first, '127.0.0.1', done));
      for (let i = 0; i < 50; i++) ports.add(await freePort('e2e'));
      expect(ports.size).toBe(50);
      expect(ports.has(first)).toBe(false);
    } finally {
      taken.close();
    }
  });
});
