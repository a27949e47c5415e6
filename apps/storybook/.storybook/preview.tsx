import {
  preloadLazyModules,
  ThumbnailFallbacks,
  UI_LOCALES,
  type UiLocale,
  UiLocaleProvider,
} from '@cw/ui';
import type { Preview } from '@storybook/react-vite';

const isUiLocale = (value: unknown): value is UiLocale =>
  (UI_LOCALES as readonly unknown[]).includes(value);

const preview: Preview = {
  // The interface language, as the app's UiLocaleProvider sets it around a language group's
  // pages: a story's `parameters.locale`, else the toolbar's choice, else Japanese.
  globalTypes: {
    locale: {
      description: 'Interface language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'ja', title: '日本語' },
          { value: 'en', title: 'English' },
          { value: 'zh-Hant-TW', title: '繁體中文' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'ja' },
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
    (Story, { parameters, globals }) => (
      <UiLocaleProvider locale={[parameters.locale, globals.locale].find(isUiLocale) ?? 'ja'}>
        <ThumbnailFallbacks />
        <Story />
      </UiLocaleProvider>
    ),
  ],
};

export default preview;
