import { preloadLazyModules, ThumbnailFallbacks } from '@cw/ui';
import type { Preview } from '@storybook/react-vite';

const preview: Preview = {
  // A story shows what its play function opens (a store chooser, a share menu) as soon as it
  // is asked for: the lazily loaded modules of its components are in memory before it renders.
  beforeEach: preloadLazyModules,
  parameters: {
    layout: 'padded',
    // The narrowest layout the site is drawn at (spec §2): a story picks it with
    // `globals: { viewport: { value: 'phone390', isRotated: false } }`, and the Storybook vitest
    // run applies it to the test browser too.
    viewport: {
      options: {
        phone390: {
          name: 'Phone 390×844',
          styles: { width: '390px', height: '844px' },
          type: 'mobile',
        },
      },
    },
  },
  // What the app's layout mounts once per page: thumbnails that fail show their fallback.
  decorators: [
    (Story) => (
      <>
        <ThumbnailFallbacks />
        <Story />
      </>
    ),
  ],
};

export default preview;
