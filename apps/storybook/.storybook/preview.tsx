import {
  preloadLazyModules,
  ThumbnailFallbacks,
  UI_LOCALES,
  type UiLocale,
  UiLocaleProvider,
} from '@cw/ui';
import { ASYNC_WAIT_MS } from '@cw/vitest-config/waits';
import type { Preview, StoryContext } from '@storybook/react-vite';
import { action } from 'storybook/actions';
import { configure } from 'storybook/test';
import { isPointerState, POINTER_STATE_ATTRIBUTE, pointerStateStyle } from './pointerStates';
// What ships is what Storybook shows: the app's tokens and document base (box sizing, the font
// stack, the body's colours, the focus ring), the same files the app's root layout loads.
import '@cw/ui/styles.css';
import '@cw/ui/base.css';

const isUiLocale = (value: unknown): value is UiLocale =>
  (UI_LOCALES as readonly unknown[]).includes(value);

/** A story's interface language: its `parameters.locale`, else the toolbar's, else Japanese. */
const storyLocale = ({ parameters, globals }: Pick<StoryContext, 'parameters' | 'globals'>) =>
  [parameters.locale, globals.locale].find(isUiLocale) ?? 'ja';

// The document is Japanese, as the app's is, from the first paint (a docs page included): the
// browser picks Japanese glyphs and line breaking by `lang`.
document.documentElement.lang = 'ja';

// Play functions wait as long as every other runner's tests (see @cw/vitest-config/waits), in
// the story tests and in a built Storybook alike: there, without it, `waitFor` and `findBy*`
// give up after testing-library's 1 s, which a swipe's settling outlasts on a busy machine.
configure({ asyncUtilTimeout: ASYNC_WAIT_MS });

/**
 * Keeps a story in place when one of its links is followed, and logs the link in the Actions
 * panel instead. Components render plain anchors, as the app serves them (its one click
 * listener makes them soft navigations); a click a component already handled
 * (`preventDefault()`) and a link within the page (`#…`) are left alone.
 */
function holdLinkClicks() {
  const logLinkClick = action('link click');
  const onClick = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!link || event.defaultPrevented || link.getAttribute('href')?.startsWith('#')) return;
    event.preventDefault();
    logLinkClick(link.getAttribute('href'));
  };
  // On the document, so React's handlers (on the story's root) have run by then.
  document.addEventListener('click', onClick);
  return () => document.removeEventListener('click', onClick);
}

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
  // Every component gets a docs page of its stories.
  tags: ['autodocs'],
  beforeEach: [
    // A story shows what its play function opens (a store chooser, a share menu) as soon as it
    // is asked for: the lazily loaded modules of its components are in memory before it renders.
    preloadLazyModules,
    // A story's page is in the language of its interface, as a language group's page is
    // served (`ja`, `en`, `zh-Hant-TW`); a docs page, showing several, stays Japanese.
    (context) => {
      document.documentElement.lang = context.viewMode === 'story' ? storyLocale(context) : 'ja';
    },
    // Following a link logs it and stays in the story (see holdLinkClicks).
    holdLinkClicks,
    // Hover or pressed at rest (`parameters.pointerState`, ./pointerStates.ts): the page's
    // rules for them, twinned while the story is shown.
    ({ parameters }) => {
      if (!isPointerState(parameters.pointerState)) return;
      const style = pointerStateStyle(parameters.pointerState);
      document.head.append(style);
      return () => style.remove();
    },
  ],
  parameters: {
    layout: 'padded',
    // The sidebar leads with whole pages (apps/storybook/stories), which a designer signs off
    // page by page, then each package's components. Order only: story ids stay as titled.
    options: {
      storySort: {
        order: [
          'Pages',
          [
            'Work page (作品ページ)',
            'Viewer (ビューア)',
            'Home (ホーム)',
            'My comic (マイコミック)',
          ],
          '*',
        ],
      },
    },
    // The widths the site is drawn at (spec §2): a story picks one with
    // `globals: { viewport: { value: 'phone390', isRotated: false } }`, and the Storybook vitest
    // run applies it to the test browser too. 390 is the narrowest layout; 360 a common Android
    // width, which the app lays out at 390 and scales down (`viewportScript` of @cw/ui), so a
    // story there shows a component without that help; 768 is the first desktop width.
    viewport: {
      options: {
        phone360: {
          name: 'Phone 360×780',
          styles: { width: '360px', height: '780px' },
          type: 'mobile',
        },
        phone390: {
          name: 'Phone 390×844',
          styles: { width: '390px', height: '844px' },
          type: 'mobile',
        },
        tablet768: {
          name: 'Tablet 768×1024 (desktop layout)',
          styles: { width: '768px', height: '1024px' },
          type: 'tablet',
        },
        desktop1280: {
          name: 'Desktop 1280×800',
          styles: { width: '1280px', height: '800px' },
          type: 'desktop',
        },
      },
    },
    // axe runs after every story, in the accessibility panel and in the story tests, where a
    // violation fails the test. Two rules are about a whole page, not a component: a page has
    // one banner and names its landmarks apart, where an "all states" story shows the same
    // header or navigation many times over. The app's pages are checked for them (axe in the
    // web app's e2e run), as Storybook leaves its `region` rule to them.
    a11y: {
      test: 'error',
      config: {
        rules: [
          { id: 'landmark-no-duplicate-banner', enabled: false },
          { id: 'landmark-unique', enabled: false },
        ],
      },
    },
  },
  // What the app's layout mounts once per page: thumbnails that fail show their fallback.
  decorators: [
    (Story, context) => (
      <UiLocaleProvider locale={storyLocale(context)}>
        <ThumbnailFallbacks />
        {isPointerState(context.parameters.pointerState) ? (
          <div
            {...{ [POINTER_STATE_ATTRIBUTE]: context.parameters.pointerState }}
            style={{ display: 'contents' }}
          >
            <Story />
          </div>
        ) : (
          <Story />
        )}
      </UiLocaleProvider>
    ),
  ],
};

export default preview;
