import { defineConfig } from 'tsup';

// Modules marked 'use client'. esbuild drops the directive of every module it bundles into
// another, so each is built as its own entry and imports of it stay imports: `index.js`
// re-exports them from `./Tabs.js` etc., which keep the directive, and the pure helpers
// stay usable in server components. `styles.test.ts` checks this list against the sources.
const CLIENT_MODULES = ['Disclosure', 'Modal', 'ShareButton', 'Tabs', 'Thumbnail'];
const CLIENT_IMPORT = new RegExp(`^\\./(${CLIENT_MODULES.join('|')})$`);
const scriptEntries = {
  index: 'src/index.ts',
  ...Object.fromEntries(CLIENT_MODULES.map((name) => [name, `src/${name}.tsx`])),
};

export default defineConfig({
  entry: {
    ...scriptEntries,
    // `@cw/ui/styles.css`: esbuild checks it and writes it out without comments.
    styles: 'src/styles.css',
  },
  format: ['esm'],
  dts: { entry: scriptEntries },
  clean: true,
  sourcemap: true,
  target: 'es2022',
  external: ['react', 'react-dom'],
  esbuildPlugins: [
    {
      name: 'client-modules-stay-apart',
      setup(build) {
        build.onResolve({ filter: CLIENT_IMPORT }, (args) =>
          args.kind === 'entry-point' ? undefined : { path: `${args.path}.js`, external: true },
        );
      },
    },
  ],
});
