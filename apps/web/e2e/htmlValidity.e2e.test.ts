import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { loadSeed, type Seed } from './routeTable';

/** The Nu Html Checker (the npm package `vnu-jar`), run on Debian's Java. */
const VNU_JAR = createRequire(import.meta.url)('vnu-jar') as string;

type VnuMessage = {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url: string;
  message: string;
  extract?: string;
};

/** The checker's errors for each file (warnings and notes left out). */
async function validate(files: Record<string, string>): Promise<string[]> {
  const dir = await mkdtemp(join(tmpdir(), 'cw-vnu-'));
  try {
    const paths = await Promise.all(
      Object.entries(files).map(async ([name, html], index) => {
        const path = join(dir, `${index}.html`);
        await writeFile(path, html);
        return [path, name] as const;
      }),
    );
    const names = new Map(paths.map(([path, name]) => [`file:${path}`, name]));
    // Exits 1 when it finds errors: the JSON on stdout says which.
    const { stdout } = await promisify(execFile)(
      'java',
      ['-jar', VNU_JAR, '--format', 'json', '--stdout', ...paths.map(([path]) => path)],
      { maxBuffer: 64 * 1024 * 1024 },
    ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
    const { messages } = JSON.parse(stdout) as { messages: VnuMessage[] };
    return messages
      .filter((message) => message.type !== 'info')
      .map(
        (message) =>
          `${names.get(message.url) ?? message.url}: ${message.message} (${message.extract ?? ''})`,
      );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('HTML validity', () => {
  let seed: Seed;
  beforeAll(async () => {
    seed = await loadSeed();
  });

  it('serves pages the Nu Html Checker finds no error in', async () => {
    const routes = [
      '/',
      `/detail/${seed.workCode}`,
      `/viewer/${seed.episodeCode}`,
      '/search',
      '/ranking',
      '/label',
      '/new',
      '/en',
      '/tw',
      '/detail/CW_999999_S',
    ];
    const pages = Object.fromEntries(
      await Promise.all(
        routes.map(
          async (route) =>
            [route, await (await fetch(`${inject('baseUrl')}${route}`)).text()] as const,
        ),
      ),
    );
    expect(await validate(pages)).toEqual([]);
    // The checker does find errors: a page with one is not passed.
    expect(
      await validate({
        broken:
          '<!DOCTYPE html><html lang="ja"><title>x</title><img src="a.png" sizes="100vw" alt="">',
      }),
    ).toHaveLength(1);
  }, 120_000);
});
