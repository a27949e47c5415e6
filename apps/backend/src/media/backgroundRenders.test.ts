import { getPriority } from 'node:os';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { type BackgroundRenderer, createBackgroundRenderer, renderJob } from './backgroundRenders';
import type { MediaSubject } from './render';

const PAGE: MediaSubject = {
  kind: 'pages',
  episodeId: 9,
  index: 0,
  page: { w: 880, h: 1248 },
  vertical: false,
  color: '#2b4c9b',
};

let renderer: BackgroundRenderer | null = null;
afterEach(() => renderer?.close());

/** The worker's TypeScript source, run through the tsx loader on the workspace's sources. */
function start(nice = 10) {
  renderer = createBackgroundRenderer({
    entry: new URL('./renderWorker.ts', import.meta.url),
    nice,
    execArgv: ['--import', 'tsx', '--conditions=@cw/source'],
  });
  return renderer;
}

describe('createBackgroundRenderer', () => {
  it('renders in a process of its own at the lower priority, the same bytes as here', async () => {
    const background = start(10);
    const job = { subject: PAGE, width: 1080, format: 'avif' as const };
    const made = await background.render(job);
    expect(background.pid).toBeDefined();
    expect(background.pid).not.toBe(process.pid);
    expect(getPriority(background.pid)).toBe(10);
    expect(made.equals(await renderJob(job))).toBe(true);
    const meta = await sharp(made).metadata();
    expect([meta.format, meta.width]).toEqual(['heif', 1080]);
  });

  it('resizes an imported original sent to it, and answers a bad one with its error', async () => {
    const background = start();
    const original = await sharp({
      create: { width: 1600, height: 2400, channels: 3, background: '#d7000f' },
    })
      .png()
      .toBuffer();
    const made = await background.render({ original, width: 1440, format: 'webp' });
    expect((await sharp(made).metadata()).width).toBe(1440);
    await expect(
      background.render({ original: new Uint8Array([1, 2, 3]), width: 1440, format: 'webp' }),
    ).rejects.toThrow(/unsupported image format|Input buffer/i);
    // The process that answered the error goes on rendering.
    const pid = background.pid;
    await background.render({ subject: PAGE, width: 1080, format: 'webp' });
    expect(background.pid).toBe(pid);
  });

  it('fails the jobs of a process that dies and starts another for the next', async () => {
    const background = start();
    await background.render({ subject: PAGE, width: 1080, format: 'webp' });
    const first = background.pid;
    const pending = background.render({ subject: PAGE, width: 1440, format: 'avif' });
    process.kill(first as number, 'SIGKILL');
    await expect(pending).rejects.toThrow(/the render process ended \(SIGKILL\)/);
    const again = await background.render({ subject: PAGE, width: 1080, format: 'webp' });
    expect((await sharp(again).metadata()).width).toBe(1080);
    expect(background.pid).not.toBe(first);
  });
});
