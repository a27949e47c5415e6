import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildEpisode, buildStore, buildWork } from '../test/builders';
import { ViewerStoreOnly } from './ViewerStoreOnly';

afterEach(cleanup);

const work = buildWork(1);

describe('ViewerStoreOnly', () => {
  it('opens the store chooser at once with the episode’s stores', () => {
    const onStoreModalOpen = vi.fn();
    render(
      <ViewerStoreOnly
        episode={buildEpisode(4, { isActive: false, stores: [buildStore('amazon')] })}
        work={work}
        volumeStores={[buildStore('honto')]}
        onStoreModalOpen={onStoreModalOpen}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'ストアを選択' });
    expect(
      within(dialog)
        .getAllByRole('link')
        .map((link) => link.getAttribute('data-store')),
    ).toEqual(['amazon']);
    expect(onStoreModalOpen).toHaveBeenCalledTimes(1);
    // It says what the stores sell: this work's episode.
    expect(
      screen.getByRole('dialog', { name: 'ストアを選択', description: `${work.title} 第4話` }),
    ).toBe(dialog);
  });

  it('falls back to the volume’s stores, and reopens the chooser from its button', async () => {
    const user = userEvent.setup();
    render(
      <ViewerStoreOnly
        episode={buildEpisode(4, { isActive: false })}
        work={work}
        volumeStores={[buildStore('honto')]}
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
