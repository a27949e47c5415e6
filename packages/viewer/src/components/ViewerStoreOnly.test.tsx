import { buildEpisode, buildStore, buildWorkSummary } from '@cw/fixtures';
import { UiLocaleProvider } from '@cw/ui';
import { kanaTexts } from '@cw/vitest-config/locale';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StoreChooserStub } from '../test/StoreChooserStub';
import { VIEWER_TEXTS } from '../text';
import { type ViewerStoreChooserProps, ViewerStoreOnly } from './ViewerStoreOnly';

afterEach(cleanup);

const work = buildWorkSummary(1);

// The app's chooser (the work page's StoreModal, tested in @cw/episode-list) stands apart.
const renderStoreChooser = (chooser: ViewerStoreChooserProps) => <StoreChooserStub {...chooser} />;

describe('ViewerStoreOnly', () => {
  it('opens the store chooser at once with the episode’s stores', () => {
    const renderChooser = vi.fn(renderStoreChooser);
    render(
      <ViewerStoreOnly
        episode={buildEpisode(4, { isActive: false, stores: [buildStore('amazon')] })}
        work={work}
        volumeStores={[buildStore('honto')]}
        renderStoreChooser={renderChooser}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'ストアを選択' });
    expect(
      within(dialog)
        .getAllByRole('link')
        .map((link) => link.getAttribute('data-store')),
    ).toEqual(['amazon']);
    // Open from the first render (the app's chooser reports one opening: store_modal_open).
    expect(renderChooser.mock.calls[0]?.[0]).toMatchObject({
      open: true,
      stores: [buildStore('amazon')],
    });
  });

  it('falls back to the volume’s stores, and reopens the chooser from its button', async () => {
    const user = userEvent.setup();
    render(
      <ViewerStoreOnly
        episode={buildEpisode(4, { isActive: false })}
        work={work}
        volumeStores={[buildStore('honto')]}
        renderStoreChooser={renderStoreChooser}
      />,
    );
    await user.click(screen.getByRole('button', { name: '閉じる' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'ストアで購入' }));
    const dialog = screen.getByRole('dialog', { name: 'ストアを選択' });
    expect(within(dialog).getByRole('link').getAttribute('data-store')).toBe('honto');
  });

  it('says the episode is read in stores and links back to the work', () => {
    render(
      <ViewerStoreOnly
        episode={buildEpisode(4, { isActive: false })}
        work={work}
        volumeStores={[buildStore('honto')]}
        renderStoreChooser={renderStoreChooser}
        defaultOpen={false}
      />,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('この話はストアで購入してお読みいただけます')).toBeTruthy();
    expect(screen.getByRole('link', { name: '作品ページへ' }).getAttribute('href')).toBe(
      '/detail/CW_000001_S',
    );
  });
});

describe.each(['en', 'zh-Hant-TW'] as const)('ViewerStoreOnly in %s', (locale) => {
  it('says the episode is sold in stores, with no Japanese of its own', () => {
    const text = VIEWER_TEXTS[locale];
    render(
      <UiLocaleProvider locale={locale}>
        <ViewerStoreOnly
          episode={buildEpisode(4, {
            title: 'Chapter 4',
            isActive: false,
            stores: [buildStore('amazon')],
          })}
          work={buildWorkSummary(1, { title: 'The Moonlit Bakery' })}
          volumeStores={[]}
          renderStoreChooser={renderStoreChooser}
        />
      </UiLocaleProvider>,
    );
    expect(screen.getByText(text.storeOnly)).toBeTruthy();
    expect(screen.getByRole('button', { name: text.storeButton })).toBeTruthy();
    expect(screen.getByRole('link', { name: text.toWork })).toBeTruthy();
    expect(kanaTexts()).toEqual([]);
  });
});

describe('ViewerStoreOnly in English', () => {
  it('offers to buy the episode and the way back to the series', () => {
    render(
      <UiLocaleProvider locale="en">
        <ViewerStoreOnly
          episode={buildEpisode(4, { isActive: false, stores: [buildStore('amazon')] })}
          work={work}
          volumeStores={[]}
          renderStoreChooser={renderStoreChooser}
          defaultOpen={false}
        />
      </UiLocaleProvider>,
    );
    expect(screen.getByRole('button', { name: 'Buy from a store' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to series page' })).toBeTruthy();
  });
});
