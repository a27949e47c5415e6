import { defineConfig } from 'tsup';

// Components marked 'use client' (in src/components/). esbuild drops the directive of every
// module it bundles into another, so each is built as its own entry and imports of it stay
// imports: `components.js` re-exports them from `./EpisodeList.js` etc., which keep the
// directive, and the domain logic (`index.js`) stays usable in server components. The entries
// sit side by side in dist/, so `./X.js` resolves from any of them. `components.test.ts`
// checks this list against the sources.
const CLIENT_MODULES = [
  'EpisodeCard',
  'EpisodeList',
  'StoreButton',
  'StoreModal',
  'VolumeCard',
  'useEpisodeTypeUrl',
];
const CLIENT_IMPORT = new RegExp(`^\\./(${CLIENT_MODULES.join('|')})$`);
const scriptEntries = {
  index: 'src/index.ts',
  components: 'src/components/index.ts',
  ...Object.fromEntries(
    CLIENT_MODULES.map((name) => [
      name,
      `src/components/${name}${name.startsWith('use') ? '.ts' : '.tsx'}`,
    ]),
  ),
};

export default defineConfig({
  entry: {
    ...scriptEntries,
    // `@cw/episode-list/styles.css`: esbuild checks it and writes it out without comments.
    styles: 'src/components/episodeList.css',
  },
  format: ['esm'],
  dts: { entry: scriptEntries },
  clean: true,
  sourcemap: true,
  target: 'es2022',
  // Workspace packages and zod stay imports: the app bundles one copy of each.
  external: ['react', 'react-dom', /^@cw\//, 'zod'],
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
