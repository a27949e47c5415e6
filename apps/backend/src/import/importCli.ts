import { isAbsolute, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { createDatabase } from '../db/client';
import { importEpisode } from './importEpisode';
import { ImportError } from './readPages';

const USAGE = 'Usage: npm run import -- <folder or .cbz> --work <work code> [--title <title>]';

export interface CliIo {
  env: NodeJS.ProcessEnv;
  stdout: (line: string) => void;
  stderr: (line: string) => void;
}

/**
 * `npm run import -- <folder or .cbz> --work <code> [--title <t>]`; resolves to the exit code
 * (0, or 1 with the reason on stderr). Opens the database the way the service does.
 *
 * @example
 * process.exitCode = await runImportCli(process.argv.slice(2));
 */
export async function runImportCli(
  argv: readonly string[],
  io: CliIo = {
    env: process.env,
    stdout: (line) => console.log(line),
    stderr: (line) => console.error(line),
  },
): Promise<number> {
  let source: string;
  let workCode: string;
  let title: string | undefined;
  try {
    const { values, positionals } = parseArgs({
      args: [...argv],
      options: { work: { type: 'string' }, title: { type: 'string' } },
      allowPositionals: true,
    });
    if (positionals.length !== 1 || !values.work)
      throw new Error('one source and --work are required');
    [source] = positionals as [string];
    workCode = values.work;
    title = values.title;
  } catch (error) {
    io.stderr(`${(error as Error).message}\n${USAGE}`);
    return 1;
  }
  // npm runs scripts in the package folder; a relative path means the caller's folder.
  const base = io.env.INIT_CWD ?? process.cwd();
  const path = isAbsolute(source) ? source : resolve(base, source);

  let database: Awaited<ReturnType<typeof createDatabase>> | undefined;
  try {
    const config = loadConfig(io.env);
    database = await createDatabase(config.database);
    const episode = await importEpisode(database.db, path, { workCode, title });
    io.stdout(
      `Imported ${episode.code} (episode id ${episode.episodeId}, no. ${episode.episodeNo}, ` +
        `${episode.pages.length} pages) "${episode.title}" into ${workCode}`,
    );
    return 0;
  } catch (error) {
    // Our own errors are self-explanatory; anything else gets its stack for the bug report.
    io.stderr(
      error instanceof ImportError
        ? `Import failed: ${error.message}. Nothing was changed.`
        : `Import failed, nothing was changed: ${(error as Error).stack ?? error}`,
    );
    return 1;
  } finally {
    await database?.close();
  }
}
