// The tsup build shared by the packages with React components (@cw/ui, @cw/episode-list,
// @cw/viewer, @cw/catalog): every source module becomes its own module in dist/, at the same
// path (`src/components/Viewer.tsx` → `dist/components/Viewer.js`), and imports between them
// stay imports. Two things follow:
// - each module keeps its own 'use client' directive (esbuild drops the directive of a module
//   it bundles into another), so the pure logic stays usable in server components;
// - an app that imports one component from `components/index.js` bundles that component's
//   modules only: the index is a list of re-exports of side-effect-free modules (`sideEffects`
//   names only the stylesheets), which bundlers prune, where one bundled index would ship every
//   component to the browser.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const MODULE = /\.tsx?$/;
const NOT_BUILT = /\.(test|test-d|stories)\.tsx?$|\.d\.ts$|^test\//;

/** Every module under `dir` that ships (not tests, stories or the `test/` helpers), keyed by its path from `dir` without the extension. */
function sourceModules(dir) {
  return Object.fromEntries(
    readdirSync(dir, { recursive: true })
      .map((path) => String(path).replaceAll('\\', '/'))
      .filter((path) => MODULE.test(path) && !NOT_BUILT.test(path))
      .map((path) => [path.replace(MODULE, ''), join(dir, path)]),
  );
}

/** The built path of a relative import of a module: `./Badge` → `./Badge.js` (`.cjs`). */
function builtImport(specifier, fromDir, extension) {
  const target = resolve(fromDir, specifier);
  if (existsSync(`${target}.ts`) || existsSync(`${target}.tsx`)) return `${specifier}${extension}`;
  if (existsSync(target) && statSync(target).isDirectory()) return `${specifier}/index${extension}`;
  return null;
}

/** The esbuild plugin that keeps each module of `src` its own built module, imports between them imports. */
function modulesStayApart(src) {
  return {
    name: 'modules-stay-apart',
    setup(build) {
      const extension = build.initialOptions.format === 'cjs' ? '.cjs' : '.js';
      build.onResolve({ filter: /^\.\.?\// }, (args) => {
        if (args.kind === 'entry-point' || !args.resolveDir.startsWith(src)) return undefined;
        const path = builtImport(args.path, args.resolveDir, extension);
        return path === null ? undefined : { path, external: true };
      });
    },
  };
}

/**
 * The tsup build of a pure package others import as a whole (@cw/dates, @cw/paths, @cw/domain):
 * ESM and CommonJS with the type declarations of `src/index.ts` (none when `npm start` builds
 * only what it serves: CW_SKIP_DECLARATIONS, root package.json). Module by module as above (an
 * app that imports `workPath` does not ship the media URL builders beside it), or with
 * `bundled`, one module: for a package whose users take nearly all of it, each module's wrapper
 * in the app's bundle would cost more than it prunes.
 *
 * @param {{ bundled?: boolean }} [options]
 */
export function libraryConfig({ bundled = false } = {}) {
  const src = resolve('src');
  return {
    entry: bundled ? ['src/index.ts'] : sourceModules(src),
    format: ['esm', 'cjs'],
    dts: process.env.CW_SKIP_DECLARATIONS === '1' ? false : { entry: { index: 'src/index.ts' } },
    clean: true,
    sourcemap: true,
    target: 'es2022',
    esbuildPlugins: bundled ? [] : [modulesStayApart(src)],
  };
}

/** @param {import('./index.d.ts').ClientPackageOptions} options */
export function clientPackageConfig({ publicEntries, styles, moreStyles = {}, external }) {
  const src = resolve('src');
  const modules = sourceModules(src);
  // `src/components/index.ts` → `components/index`, the name its module has among all of them.
  const declared = Object.fromEntries(
    publicEntries.map((path) => [relative(src, resolve(path)).replace(MODULE, ''), path]),
  );
  return {
    // The stylesheets: esbuild checks them and writes them out without comments.
    entry: { ...modules, ...moreStyles, styles },
    format: ['esm'],
    // Declarations of the public entries only, each one file with the types it names; none
    // when `npm start` builds only what it serves (CW_SKIP_DECLARATIONS, root package.json).
    dts: process.env.CW_SKIP_DECLARATIONS === '1' ? false : { entry: declared },
    clean: true,
    sourcemap: true,
    target: 'es2022',
    external,
    esbuildPlugins: [modulesStayApart(src)],
  };
}
