import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  // Each package's stories, beside its components; and in ../stories what no package may show:
  // a screen the web app composes from two domains (a domain imports no other).
  stories: ['../../../packages/*/src/**/*.stories.@(ts|tsx)', '../stories/**/*.stories.@(ts|tsx)'],
  framework: { name: '@storybook/react-vite', options: {} },
  // Docs pages of every component (autodocs, preview.tsx), axe's accessibility panel, and the
  // stories as Vitest tests.
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // No background switcher: the components have one theme, the site's light one, and a dark
  // background behind them only loses their text (the viewer draws its own dark background).
  features: { backgrounds: false },
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    // Stories read package sources, as the unit tests do.
    resolve: {
      ...viteConfig.resolve,
      conditions: ['@cw/source', 'module', 'browser', 'import', 'default'],
    },
    // Found up front, not mid-run: a dependency Vite discovers while stories run reloads the
    // page and fails the story that was running.
    optimizeDeps: {
      ...viteConfig.optimizeDeps,
      include: [
        ...(viteConfig.optimizeDeps?.include ?? []),
        'zustand',
        'zustand/vanilla',
        'vanilla-cookieconsent',
      ],
    },
  }),
};

export default config;
