import { defineConfig } from 'tsup';

// Components and hooks marked 'use client' (in src/components/). esbuild drops the directive
// of every module it bundles into another, so each is built as its own entry and imports of
// it stay imports: `components.js` re-exports them from `./Viewer.js` etc., which keep the
// directive, and the viewer's rules (`index.js`) stay usable in server components. The
// entries sit side by side in dist/, so `./X.js` resolves from any of them.
// `components.test.ts` checks this list against the sources.
const CLIENT_MODULES = [
  'PagedStage',
  'VerticalStrip',
  'Viewer',
  'ViewerEndPanel',
  'ViewerStoreOnly',
  'useFullscreen',
  'useLatest',
  'usePagePreloader',
  'useViewportSize',
  'viewerContext',
];
const CLIENT_IMPORT = new RegExp(`^\\./(${CLIENT_MODULES.join('|')})$`);
const scriptEntries = {
  index: 'src/index.ts',
  components: 'src/components/index.ts',
  // Hooks and the context are camelCase `.ts` modules; components are PascalCase `.tsx`.
  ...Object.fromEntries(
    CLIENT_MODULES.map((name) => [
      name,
      `src/components/${name}${/^[a-z]/.test(name) ? '.ts' : '.tsx'}`,
    ]),
  ),
};

export default defineConfig({
  entry: {
    ...scriptEntries,
    // `@cw/viewer/styles.css`: esbuild checks it and writes it out without comments.
    styles: 'src/components/viewer.css',
  },
  format: ['esm'],
  dts: { entry: scriptEntries },
  clean: true,
  sourcemap: true,
  target: 'es2022',
  // Workspace packages, zustand and zod stay imports: the app bundles one copy of each.
  external: ['react', 'react-dom', 'zustand', /^@cw\//, 'zod'],
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
