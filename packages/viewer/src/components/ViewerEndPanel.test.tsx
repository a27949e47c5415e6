import {
  buildEpisode,
  buildEpisodeSummary,
  buildStore,
  buildViewerManifest,
  buildWorkSummary,
} from '@cw/fixtures';
import { UiLocaleProvider } from '@cw/ui';
import { kanaTexts } from '@cw/vitest-config/locale';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StoreButtonStub } from '../test/StoreButtonStub';
import { StoreChooserStub } from '../test/StoreChooserStub';
import { VIEWER_TEXTS } from '../text';
import type { ViewerAnalyticsEvent } from '../viewerAnalytics';
import { GoodButton } from './GoodButton';
import { ViewerEndPanel, type ViewerNextStoreEpisode } from './ViewerEndPanel';

afterEach(cleanup);

// Following a link would navigate: keep the click, skip the navigation.
function preventNavigation() {
  const prevent = (event: Event) => event.preventDefault();
  document.addEventListener('click', prevent);
  return () => document.removeEventListener('click', prevent);
}

function renderPanel(props: Partial<Parameters<typeof ViewerEndPanel>[0]> = {}) {
  const onAnalytics = vi.fn<(event: ViewerAnalyticsEvent) => void>();
  const view = render(
    <ViewerEndPanel manifest={buildViewerManifest()} onAnalytics={onAnalytics} {...props} />,
  );
  return { ...view, onAnalytics };
}

describe('ViewerEndPanel', () => {
  it('links the next and the previous episode', () => {
    renderPanel();
    const next = screen.getByTestId('viewer-jump-forward');
    expect(next.getAttribute('href')).toBe('/viewer/CW_000001_0003_E');
    expect(next.classList.contains('viewer-jump-forward')).toBe(true);
    expect(next.textContent).toContain('次の話へ');
    expect(next.textContent).toContain('第3話');
    const back = screen.getByTestId('viewer-jump-back');
    expect(back.getAttribute('href')).toBe('/viewer/CW_000001_0001_E');
    expect(back.classList.contains('viewer-jump-back')).toBe(true);
    expect(screen.getByRole('heading', { name: 'この話はここまでです' })).toBeTruthy();
  });

  it('builds links with the app’s routes', () => {
    renderPanel({
      episodeHref: (episode) => `/episodes/${episode.code}`,
      workHref: (work) => `/works/${work.code}`,
    });
    expect(screen.getByTestId('viewer-jump-forward').getAttribute('href')).toBe(
      '/episodes/CW_000001_0003_E',
    );
    expect(screen.getByRole('link', { name: '作品ページへ' }).getAttribute('href')).toBe(
      '/works/CW_000001_S',
    );
  });

  it('marks a trial chapter 試し読み and leads to the next readable episode', () => {
    renderPanel({
      manifest: buildViewerManifest({
        episode: { serviceId: 'web_trial', title: '第1話' },
        previousEpisode: null,
        nextEpisode: buildEpisodeSummary(4),
      }),
    });
    expect(screen.getByText('試し読み').closest('.cw-viewer-end__episode')?.textContent).toBe(
      '試し読み作品1 第1話',
    );
    const next = screen.getByRole('link', { name: '次の話へ 第4話' });
    expect(next.getAttribute('href')).toBe('/viewer/CW_000001_0004_E');
  });

  it('does not mark a serialized episode', () => {
    renderPanel();
    expect(screen.queryByText('試し読み')).toBeNull();
  });

  it('says so when there is no next episode', () => {
    renderPanel({ manifest: buildViewerManifest({ nextEpisode: null, previousEpisode: null }) });
    expect(screen.queryByTestId('viewer-jump-forward')).toBeNull();
    expect(screen.queryByTestId('viewer-jump-back')).toBeNull();
    expect(screen.getByText('次の話はまだありません')).toBeTruthy();
  });

  it('logs end_of_book once, on mount outside a viewer', () => {
    const { onAnalytics, rerender } = renderPanel();
    rerender(<ViewerEndPanel manifest={buildViewerManifest()} onAnalytics={onAnalytics} />);
    expect(onAnalytics).toHaveBeenCalledTimes(1);
    // No fields of its own: the app adds the episode and work fields.
    expect(onAnalytics.mock.calls[0]?.[0]).toEqual({ name: 'end_of_book', params: {} });
  });

  it('reports following the next episode as viewer_action_next', async () => {
    const user = userEvent.setup();
    const restore = preventNavigation();
    const { onAnalytics } = renderPanel();
    await user.click(screen.getByTestId('viewer-jump-forward'));
    restore();
    expect(onAnalytics).toHaveBeenLastCalledWith({
      name: 'viewer_action_next',
      params: { next_episode_code: 'CW_000001_0003_E' },
    });
  });

  it('reports the other links as viewer_action_link_click', async () => {
    const user = userEvent.setup();
    const restore = preventNavigation();
    const { onAnalytics } = renderPanel({ recommendations: [buildWorkSummary(7)] });
    await user.click(screen.getByTestId('viewer-jump-back'));
    await user.click(screen.getByRole('link', { name: '作品7' }));
    restore();
    const links = onAnalytics.mock.calls
      .map(([event]) => event)
      .filter((event) => event.name === 'viewer_action_link_click')
      .map((event) => event.params);
    expect(links).toEqual([
      { link: 'previous_episode', href: '/viewer/CW_000001_0001_E' },
      { link: 'recommendation', href: '/detail/CW_000007_S' },
    ]);
  });

  it('lists recommended works with their covers', () => {
    renderPanel({ recommendations: [buildWorkSummary(7), buildWorkSummary(8)] });
    const list = screen.getByRole('region', { name: 'おすすめ作品' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/detail/CW_000007_S',
      '/detail/CW_000008_S',
    ]);
    expect(links[0]?.querySelector('img')?.getAttribute('src')).toBe(
      '/v3/media/covers/7/w720.webp',
    );
  });

  // The app's store button (the work page's StoreButton and chooser, with their analytics and
  // external links, tested in @cw/episode-list) stands apart.
  it('offers the volume’s stores through the app’s store button', async () => {
    const user = userEvent.setup();
    const volumeStores = [buildStore('amazon'), buildStore('book_walker')];
    renderPanel({
      manifest: buildViewerManifest({ volumeStores }),
      storeButton: <StoreButtonStub stores={volumeStores} />,
    });
    expect(screen.getByRole('heading', { name: 'この話を収録したコミックス' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'ストアで購入' }));
    const dialog = screen.getByRole('dialog', { name: 'ストアを選択' });
    expect(within(dialog).getAllByRole('link')).toHaveLength(2);
  });

  it('shows no store button without stores', () => {
    renderPanel({ storeButton: <StoreButtonStub stores={[]} /> });
    expect(screen.queryByRole('button', { name: 'ストアで購入' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'この話を収録したコミックス' })).toBeNull();
  });

  it('renders the app’s follow button', () => {
    renderPanel({ followButton: <button type="button">フォローする</button> });
    expect(screen.getByRole('button', { name: 'フォローする' })).toBeTruthy();
  });

  it('renders the app’s good button above the follow button', () => {
    const { container } = renderPanel({
      goodButton: <GoodButton pressed={false} count={128} onPressedChange={() => {}} />,
      followButton: <button type="button">フォローする</button>,
    });
    const good = screen.getByRole('button', { name: 'いいね' });
    const follow = screen.getByRole('button', { name: 'フォローする' });
    expect(good.closest('.cw-viewer-end__good')).toBeTruthy();
    expect(good.compareDocumentPosition(follow) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(container.querySelectorAll('.cw-viewer-end__good')).toHaveLength(1);
  });

  it('has no place for a good button the app does not give', () => {
    const { container } = renderPanel();
    expect(container.querySelector('.cw-viewer-end__good')).toBeNull();
  });

  describe('when the story goes on with an episode sold in stores only', () => {
    const stores = [buildStore('amazon'), buildStore('book_walker')];
    // 第2話① read: 第2話② is sold in stores, 第29話① is the next readable one.
    const gapManifest = (overrides: Parameters<typeof buildViewerManifest>[0] = {}) =>
      buildViewerManifest({
        episode: { title: '第2話①' },
        nextStoreEpisode: buildEpisode(4, { title: '第2話②', isActive: false, stores }),
        nextEpisode: buildEpisodeSummary(57, { title: '第29話①' }),
        ...overrides,
      });
    // The app's store button: the work page's, which opens its chooser for `stores`.
    const renderNextStoreButton = vi.fn(({ stores: sold }: ViewerNextStoreEpisode) => (
      <StoreButtonStub stores={sold} />
    ));

    it('says which episode is sold in stores and opens the chooser for it', async () => {
      const user = userEvent.setup();
      renderPanel({ manifest: gapManifest(), renderNextStoreButton });
      const sold = screen.getByRole('region', { name: '第2話② はストアで購入できます' });
      expect(renderNextStoreButton).toHaveBeenLastCalledWith(
        expect.objectContaining({
          episode: expect.objectContaining({ code: 'CW_000001_0004_E' }),
          stores,
        }),
      );
      await user.click(within(sold).getByRole('button', { name: 'ストアで購入' }));
      const dialog = screen.getByRole('dialog', { name: 'ストアを選択' });
      expect(
        within(dialog)
          .getAllByRole('link')
          .map((link) => link.getAttribute('href')),
      ).toEqual(stores.map((store) => store.url));
    });

    it('offers 次の話へ, the next readable episode, as the second choice', () => {
      renderPanel({ manifest: gapManifest(), renderNextStoreButton });
      const sold = screen.getByTestId('viewer-next-store-episode');
      const next = screen.getByRole('link', { name: '次の話へ 第29話①' });
      expect(next.getAttribute('href')).toBe('/viewer/CW_000001_0057_E');
      expect(next).toBe(screen.getByTestId('viewer-jump-forward'));
      expect(sold.compareDocumentPosition(next) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      // The accent marks the first choice only.
      expect(next.classList.contains('cw-viewer-jump--forward')).toBe(false);
      expect(screen.getByTestId('viewer-jump-back')).toBeTruthy();
    });

    it('still reports 次の話へ as viewer_action_next', async () => {
      const user = userEvent.setup();
      const restore = preventNavigation();
      const { onAnalytics } = renderPanel({ manifest: gapManifest(), renderNextStoreButton });
      await user.click(screen.getByTestId('viewer-jump-forward'));
      restore();
      expect(onAnalytics).toHaveBeenLastCalledWith({
        name: 'viewer_action_next',
        params: { next_episode_code: 'CW_000001_0057_E' },
      });
    });

    it('says so without the app’s button too', () => {
      renderPanel({ manifest: gapManifest() });
      expect(screen.getByText('第2話② はストアで購入できます')).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'ストアで購入' })).toBeNull();
    });

    it('does not claim there is no next episode when the rest is sold in stores', () => {
      renderPanel({ manifest: gapManifest({ nextEpisode: null }), renderNextStoreButton });
      expect(screen.getByRole('region', { name: '第2話② はストアで購入できます' })).toBeTruthy();
      expect(screen.queryByTestId('viewer-jump-forward')).toBeNull();
      expect(screen.queryByText('次の話はまだありません')).toBeNull();
    });

    it('offers the volume’s stores for a trial chapter sold with its volume', async () => {
      const user = userEvent.setup();
      const volumeStores = [buildStore('honto')];
      renderPanel({
        manifest: gapManifest({
          episode: { serviceId: 'web_trial', title: '第1話' },
          nextStoreEpisode: buildEpisode(2, {
            serviceId: 'web_trial',
            isActive: false,
            stores: [],
          }),
          volumeStores,
        }),
        renderNextStoreButton: ({ stores: sold }) => (
          <StoreChooserStub open onOpenChange={() => {}} stores={sold} />
        ),
      });
      expect(screen.getByRole('region', { name: '第2話 はストアで購入できます' })).toBeTruthy();
      const dialog = screen.getByRole('dialog', { name: 'ストアを選択' });
      expect(within(dialog).getByRole('link').getAttribute('href')).toBe(volumeStores[0]?.url);
      await user.keyboard('{Escape}');
    });

    it('is the panel as before without such an episode, or in a manifest saved before', () => {
      const renderNextStoreButton = vi.fn(() => <button type="button">ストアで購入</button>);
      for (const manifest of [
        buildViewerManifest({ nextStoreEpisode: null }),
        { ...buildViewerManifest(), nextStoreEpisode: undefined },
      ]) {
        const { unmount } = renderPanel({ manifest, renderNextStoreButton });
        expect(screen.queryByTestId('viewer-next-store-episode')).toBeNull();
        expect(screen.queryByText(/はストアで購入できます$/)).toBeNull();
        const next = screen.getByTestId('viewer-jump-forward');
        expect(next.classList.contains('cw-viewer-jump--forward')).toBe(true);
        unmount();
      }
      expect(renderNextStoreButton).not.toHaveBeenCalled();
    });
  });
});

describe.each(['en', 'zh-Hant-TW'] as const)('ViewerEndPanel in %s', (locale) => {
  const text = VIEWER_TEXTS[locale];
  const stores = [buildStore('amazon'), buildStore('book_walker')];
  // Latin titles throughout, so any kana on screen is the panel's own.
  const built = buildViewerManifest({
    episode: { title: 'Chapter 2', serviceId: 'web_trial' },
    previousEpisode: buildEpisodeSummary(1, { title: 'Chapter 1' }),
    nextEpisode: buildEpisodeSummary(5, { title: 'Chapter 5' }),
    nextStoreEpisode: buildEpisode(4, { title: 'Chapter 3', isActive: false, stores }),
    volumeStores: stores,
  });
  const manifest = { ...built, work: { ...built.work, title: 'The Moonlit Bakery' } };

  it('draws every state of the panel with no Japanese of its own', async () => {
    const user = userEvent.setup();
    render(
      <UiLocaleProvider locale={locale}>
        <ViewerEndPanel
          manifest={manifest}
          recommendations={[buildWorkSummary(10, { title: 'Starfall Post Office' })]}
          goodButton={<GoodButton pressed count={1} guest error onPressedChange={() => {}} />}
          followButton={<button type="button">Follow</button>}
          storeButton={<StoreButtonStub stores={stores} />}
          renderNextStoreButton={({ stores: sold }) => <StoreButtonStub stores={sold} />}
        />
      </UiLocaleProvider>,
    );
    expect(screen.getByRole('heading', { name: text.endHeading })).toBeTruthy();
    expect(screen.getAllByText(text.trial)).toHaveLength(1);
    expect(screen.getByRole('link', { name: new RegExp(`^${text.nextEpisode}`) })).toBeTruthy();
    expect(screen.getByRole('link', { name: new RegExp(`^${text.previousEpisode}`) })).toBeTruthy();
    expect(screen.getByRole('heading', { name: text.volumeStores })).toBeTruthy();
    expect(screen.getByRole('link', { name: text.toWork })).toBeTruthy();
    expect(screen.getByRole('region', { name: text.recommendations })).toBeTruthy();
    expect(kanaTexts()).toEqual([]);
    // The app's store chooser, opened, speaks the reader's language too.
    await user.click(screen.getAllByRole('button', { name: text.storeButton })[0] as HTMLElement);
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(kanaTexts()).toEqual([]);
  });

  it('says there is no next episode yet', () => {
    render(
      <UiLocaleProvider locale={locale}>
        <ViewerEndPanel manifest={{ ...manifest, nextEpisode: null, nextStoreEpisode: null }} />
      </UiLocaleProvider>,
    );
    expect(screen.getByText(text.noNextEpisode)).toBeTruthy();
    expect(kanaTexts()).toEqual([]);
  });
});

describe('ViewerEndPanel in English', () => {
  it('reads as an English reader expects', () => {
    render(
      <UiLocaleProvider locale="en">
        <ViewerEndPanel
          manifest={buildViewerManifest({
            nextStoreEpisode: buildEpisode(4, {
              title: 'Chapter 3',
              isActive: false,
              stores: [buildStore('amazon')],
            }),
          })}
        />
      </UiLocaleProvider>,
    );
    expect(screen.getByRole('heading', { name: 'This is the end of the chapter' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Chapter 3 is available from stores' })).toBeTruthy();
    expect(screen.getByTestId('viewer-jump-forward').textContent).toContain('Next chapter');
    expect(screen.getByRole('link', { name: 'Go to series page' })).toBeTruthy();
  });
});
