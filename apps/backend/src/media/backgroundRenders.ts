import { type ChildProcess, fork } from 'node:child_process';
import { setPriority } from 'node:os';
import type { MediaFormat } from './paths';
import { type MediaSubject, renderImportedPage, renderMedia } from './render';

/** One variant to make: a drawn subject, or an imported page's original bytes. */
export type RenderJob =
  | { subject: MediaSubject; width: number; format: MediaFormat }
  | { original: Uint8Array; width: number; format: MediaFormat };

/**
 * Makes a job's variant in this process.
 *
 * @example
 * const avif = await renderJob({ subject: cover, width: 360, format: 'avif' });
 */
export function renderJob(job: RenderJob): Promise<Buffer> {
  return 'subject' in job
    ? renderMedia(job.subject, job.width, job.format)
    : renderImportedPage(job.original, job.width, job.format);
}

/** What the render process answers a job: its bytes, or why it failed. */
export type RenderAnswer = { id: number; bytes: Uint8Array } | { id: number; error: string };

export interface BackgroundRenderer {
  /** Makes the job's variant in the render process. */
  render(job: RenderJob): Promise<Buffer>;
  /** The render process's id while it runs. */
  readonly pid: number | undefined;
  /** Ends the render process; a later job starts another. */
  close(): void;
}

/**
 * Renders in a child process at a lower CPU priority (`nice`, 0–19), so that large variants
 * take the cores only when nothing else wants them: while one client floods the renderers with
 * 1440 px pages, another reader's cover, rendered in the server's own process, gets the CPU
 * first. The render queue decides what runs and in what order; this decides how the kernel
 * shares the cores among what runs. The process starts on the first job and again after it
 * dies (its jobs then fail, and the next job starts a new one).
 *
 * @example
 * const renderer = createBackgroundRenderer({ entry: new URL('./renderWorker.js', import.meta.url), nice: 10 });
 * const bytes = await renderer.render({ original, width: 1440, format: 'avif' });
 */
export function createBackgroundRenderer(options: {
  /** The render process's module (renderWorker). */
  entry: string | URL;
  nice: number;
  /** Node options of the render process (tests run the TypeScript source through a loader). */
  execArgv?: string[];
}): BackgroundRenderer {
  type Pending = Map<number, { resolve: (bytes: Buffer) => void; reject: (e: Error) => void }>;
  let child: { process: ChildProcess; pending: Pending } | null = null;
  let nextId = 0;

  function start() {
    const pending: Pending = new Map();
    const started = fork(options.entry, [], {
      serialization: 'advanced',
      execArgv: options.execArgv ?? [],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    if (started.pid !== undefined) setPriority(started.pid, options.nice);
    started.on('message', (answer: RenderAnswer) => {
      const job = pending.get(answer.id);
      if (!job) return;
      pending.delete(answer.id);
      if ('error' in answer) job.reject(new Error(answer.error));
      else
        job.resolve(
          Buffer.from(answer.bytes.buffer, answer.bytes.byteOffset, answer.bytes.byteLength),
        );
    });
    started.on('exit', (code, signal) => {
      if (child?.process === started) child = null;
      const failure = new Error(`the render process ended (${signal ?? `code ${code}`})`);
      for (const job of pending.values()) job.reject(failure);
      pending.clear();
    });
    // A send to a process that just died surfaces here and through 'exit'.
    started.on('error', () => {});
    return { process: started, pending };
  }

  return {
    render(job) {
      child ??= start();
      const { process, pending } = child;
      const id = nextId++;
      const answer = new Promise<Buffer>((resolve, reject) => pending.set(id, { resolve, reject }));
      process.send({ id, job });
      return answer;
    },
    get pid() {
      return child?.process.pid;
    },
    close() {
      child?.process.kill();
      child = null;
    },
  };
}
