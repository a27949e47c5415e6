import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { freePort as freePortOf } from '@cw/vitest-config/ports';

/** A free port of the suite's own block (see @cw/vitest-config/ports). */
export const freePort = () => freePortOf('resilience');

export const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

/** Output kept per process: enough to show why it failed, bounded under a minute of load. */
const KEEP_OUTPUT_CHARS = 400_000;

/**
 * A child process of the suite (a backend, a web instance, the provider, nginx), with its
 * output kept for assertions and failure reports. `lines` sees every complete output line.
 */
export interface ManagedProcess {
  name: string;
  child: ChildProcess;
  output(): string;
  /** Every output line so far, in order, across the whole life of the process. */
  lines(): string[];
  running(): boolean;
  /** Sends `signal` and waits for the exit (SIGKILL after `graceMs`). */
  stop(signal?: NodeJS.Signals, graceMs?: number): Promise<void>;
}

export function startProcess(
  name: string,
  command: string,
  args: string[],
  options: { env: Record<string, string | undefined>; cwd?: string; echo?: boolean },
): ManagedProcess {
  const child = spawn(command, args, {
    cwd: options.cwd,
    // Next.js's types make NODE_ENV a required key of every environment; it is not here.
    env: { NEXT_TELEMETRY_DISABLED: '1', ...options.env } as unknown as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let partial = '';
  const lines: string[] = [];
  const take = (chunk: Buffer) => {
    const text = chunk.toString();
    if (options.echo) process.stderr.write(`[${name}] ${text}`);
    output = (output + text).slice(-KEEP_OUTPUT_CHARS);
    const parts = (partial + text).split('\n');
    partial = parts.pop() ?? '';
    for (const line of parts) if (line.length < 2000) lines.push(line);
  };
  child.stdout?.on('data', take);
  child.stderr?.on('data', take);
  child.on('error', (error) => {
    output += `\n[suite] ${name} failed to start: ${error.message}\n`;
  });
  const exited = once(child, 'exit').catch(() => undefined);
  const running = () => child.exitCode === null && child.signalCode === null;
  return {
    name,
    child,
    output: () => output,
    lines: () => lines,
    running,
    async stop(signal = 'SIGTERM', graceMs = 10_000) {
      if (!running()) return;
      child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Waits until `url` answers 2xx; fails early when the process exits. */
export async function waitForHttp(
  url: string,
  process: ManagedProcess | null,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (process && !process.running()) {
      throw new Error(`${process.name} exited before answering ${url}:\n${process.output()}`);
    }
    const ok = await fetch(url, { signal: AbortSignal.timeout(5000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await sleep(250);
  }
  throw new Error(
    `${url} did not answer within ${timeoutMs} ms${process ? `:\n${process.output().slice(-4000)}` : ''}`,
  );
}
