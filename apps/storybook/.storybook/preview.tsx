import { ThumbnailFallbacks } from '@cw/ui';
import type { Preview } from '@storybook/react-vite';

const preview: Preview = {
  parameters: {
    layout: 'padded',
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
