// Proves what another team gets from `npm pack`: installs the tarball of the package in the
// current directory into a scratch project, then runs its `pack-check/` fixtures there:
// `*.mjs` with Node (ESM), `*.cjs` with Node (CommonJS), and `*.ts` through `tsc` with
// NodeNext resolution (the types consumers see). Run by the package's `test:pack` script.
// The package's own `@cw/*` dependencies are not on the registry: they are packed from this
// workspace and installed beside it, as another team installs the packages we hand them.
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

/** Packs the package in `dir` into the scratch project and returns the tarball's path. */
const pack = (dir) =>
  join(
    scratch,
    run('npm', ['pack', '--silent', '--pack-destination', scratch], dir).trim().split('\n').at(-1),
  );

/** Tarballs of the workspace packages `dir`'s package depends on, theirs included. */
function workspaceDependencies(dir, seen = new Set()) {
  const { dependencies = {} } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  return Object.keys(dependencies)
    .filter((dependency) => dependency.startsWith('@cw/') && !seen.has(dependency))
    .flatMap((dependency) => {
      seen.add(dependency);
      const sibling = resolve(dir, '..', dependency.slice('@cw/'.length));
      return [pack(sibling), ...workspaceDependencies(sibling, seen)];
    });
}

try {
  const tarball = pack(packageDir);
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
    tarball,
    ...workspaceDependencies(packageDir),
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
