// Proves what another team gets from `npm pack`: installs the tarball of the package in the
// current directory into a scratch project, then runs its `pack-check/` fixtures there:
// `*.mjs` with Node (ESM), `*.cjs` with Node (CommonJS), and `*.ts` through `tsc` with
// NodeNext resolution (the types consumers see). Run by the package's `test:pack` script.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const packageDir = process.cwd();
const { name } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
const fixtures = join(packageDir, 'pack-check');
const tsc = resolve(import.meta.dirname, '../node_modules/.bin/tsc');
const scratch = mkdtempSync(join(tmpdir(), 'cw-pack-'));
const run = (file, args, cwd = scratch) =>
  execFileSync(file, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });

try {
  const tarball = run('npm', ['pack', '--silent', '--pack-destination', scratch], packageDir)
    .trim()
    .split('\n')
    .at(-1);
  writeFileSync(
    join(scratch, 'package.json'),
    JSON.stringify({ name: 'scratch', private: true, type: 'module' }),
  );
  const extra = process.argv.slice(2); // peer dependencies the consumer brings
  // The tarball's dependencies come from the registry: npm's errors are printed, not silenced.
  run('npm', [
    'install',
    '--loglevel=error',
    '--no-audit',
    '--no-fund',
    join(scratch, tarball),
    ...extra,
  ]);
  cpSync(fixtures, scratch, { recursive: true });
  const files = readdirSync(fixtures);
  for (const file of files.filter((f) => /\.(mjs|cjs)$/.test(f))) {
    process.stdout.write(run(process.execPath, [file]));
    console.log(`ok ${name}: ${file} ran against the packed tarball`);
  }
  const typed = files.filter((f) => f.endsWith('.ts'));
  if (typed.length > 0) {
    run(tsc, [
      '--noEmit',
      '--strict',
      '--skipLibCheck',
      'false',
      '--module',
      'nodenext',
      '--moduleResolution',
      'nodenext',
      '--target',
      'es2022',
      ...typed,
    ]);
    console.log(`ok ${name}: ${typed.join(', ')} type-checked against the packed types`);
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
