// The tsup build shared by the packages with React components (@cw/ui, @cw/episode-list,
// @cw/viewer). esbuild drops the 'use client' directive of every module it bundles into
// another, so each client module is built as its own entry and imports of it stay imports:
// `components.js` re-exports them from `./Viewer.js` etc., which keep the directive, and the
// pure logic stays usable in server components. The entries sit side by side in dist/, so
// `./X.js` resolves from any of them. Each package's tests check its list against its sources.

/** @param {import('./index.d.ts').ClientPackageOptions} options */
export function clientPackageConfig({ entries, clientDir, clientModules, styles, external }) {
  const clientImport = new RegExp(`^\\./(${clientModules.join('|')})$`);
  const scriptEntries = {
    ...entries,
    // Hooks and contexts are camelCase `.ts` modules; components are PascalCase `.tsx`.
    ...Object.fromEntries(
      clientModules.map((name) => [
        name,
        `${clientDir}/${name}${/^[a-z]/.test(name) ? '.ts' : '.tsx'}`,
      ]),
    ),
  };
  return {
    // The stylesheet: esbuild checks it and writes it out without comments.
    entry: { ...scriptEntries, styles },
    format: ['esm'],
    dts: { entry: scriptEntries },
    clean: true,
    sourcemap: true,
    target: 'es2022',
    external,
    esbuildPlugins: [
      {
        name: 'client-modules-stay-apart',
        setup(build) {
          build.onResolve({ filter: clientImport }, (args) =>
            args.kind === 'entry-point' ? undefined : { path: `${args.path}.js`, external: true },
          );
        },
      },
    ],
  };
}
