import { buildEpisode, buildStore, buildWorkSummary } from '@cw/api-client/fixtures';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StoreChooserStub } from '../test/StoreChooserStub';
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
