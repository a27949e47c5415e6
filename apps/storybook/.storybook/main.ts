import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../../../packages/*/src/**/*.stories.@(ts|tsx)'],
  framework: { name: '@storybook/react-vite', options: {} },
  addons: ['@storybook/addon-vitest'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    // Stories read package sources, as the unit tests do.
    resolve: {
      ...viteConfig.resolve,
      conditions: ['@cw/source', 'module', 'browser', 'import', 'default'],
    },
  }),
};

export default config;
