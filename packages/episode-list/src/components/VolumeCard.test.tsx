import type { ComicVolume, Episode } from '@cw/contract/schemas';
import { buildStore, buildVolume } from '@cw/fixtures';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VolumeCard, type VolumeCardProps } from './VolumeCard';

afterEach(cleanup);

const NOW = new Date('2024-02-01T12:00:00+09:00');
const episodeHref = (episode: Episode) => `/viewer/${episode.code}`;

function renderVolume(volume: ComicVolume, props: Partial<VolumeCardProps> = {}) {
  return render(<VolumeCard volume={volume} now={NOW} episodeHref={episodeHref} {...props} />);
}

describe('VolumeCard', () => {
  it('is an article named by its title heading, with a 5:7 cover', () => {
    const { container } = renderVolume(buildVolume(2, { thumbnail: '/v3/media/volumes/2' }));
    const heading = screen.getByRole('heading', { level: 3, name: '第2巻' });
    expect(screen.getByRole('article', { name: '第2巻' }).contains(heading)).toBe(true);
    expect(container.querySelector('[data-slot="thumbnail"]')?.getAttribute('data-ratio')).toBe(
      '5:7',
    );
    expect(container.querySelector('source[type="image/avif"]')?.getAttribute('srcset')).toBe(
      '/v3/media/volumes/2/w180.avif 180w, /v3/media/volumes/2/w360.avif 360w, /v3/media/volumes/2/w720.avif 720w',
    );
  });

  it('takes the heading level it is given', () => {
    renderVolume(buildVolume(1), { headingLevel: 4 });
    expect(screen.getByRole('heading', { level: 4, name: '第1巻' })).toBeTruthy();
  });

  it("shows the release date with '発売', red within 30 days", () => {
    renderVolume(buildVolume(1, { release: '2024-01-02T00:00:00+09:00' }));
    const release = screen.getByText('2024/01/02発売');
    const line = release.closest('p');
    expect(line?.classList.contains('cw-el-release--recent')).toBe(true);
    expect(line?.classList.contains('cw-el-release--past')).toBe(false);
    expect(release.getAttribute('datetime')).toBe('2024-01-02T00:00:00+09:00');
  });

  it('shows an older release date gray', () => {
    renderVolume(buildVolume(1, { release: '2024-01-01T00:00:00+09:00' }));
    const line = screen.getByText('2024/01/01発売').closest('p');
    expect(line?.classList.contains('cw-el-release--past')).toBe(true);
    expect(line?.classList.contains('cw-el-release--recent')).toBe(false);
  });

  it("shows no '発売' line without a date", () => {
    renderVolume(buildVolume(1, { release: '9999-12-31T00:00:00+09:00' }));
    expect(screen.queryByText(/発売/)).toBeNull();
  });

  it("lists 3 trial episodes with '試し読み' links, the rest behind '全{n}話を表示'", async () => {
    const user = userEvent.setup();
    renderVolume(buildVolume(1, { episodeCount: 5 }));
    const links = screen.getAllByRole('link', { name: '試し読み' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/viewer/CW_000001_0101_E',
      '/viewer/CW_000001_0102_E',
      '/viewer/CW_000001_0103_E',
    ]);
    // Each '試し読み' says which episode it opens.
    const described = document.getElementById(links[0]?.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('第101話');

    const toggle = screen.getByRole('button', { name: '全5話を表示' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(screen.getAllByRole('link', { name: '試し読み' })).toHaveLength(5);
    expect(toggle.textContent).toBe('閉じる');
    await user.click(toggle);
    expect(screen.getAllByRole('link', { name: '試し読み' })).toHaveLength(3);
  });

  it('has no toggle with 3 trial episodes or fewer, and no list without any', () => {
    renderVolume(buildVolume(1, { episodeCount: 3 }));
    expect(screen.getAllByRole('link', { name: '試し読み' })).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /全\d+話を表示/ })).toBeNull();
    cleanup();
    renderVolume(buildVolume(1));
    expect(screen.queryByRole('list')).toBeNull();
  });

  it("shows 'ストアで購入' only with stores, opening the chooser once", async () => {
    const user = userEvent.setup();
    const onStoreModalOpen = vi.fn();
    renderVolume(buildVolume(1));
    expect(screen.queryByRole('button', { name: 'ストアで購入' })).toBeNull();
    cleanup();

    const volume = buildVolume(1, { stores: [buildStore('kadokawa_store'), buildStore('honto')] });
    renderVolume(volume, { onStoreModalOpen });
    const button = screen.getByRole('button', { name: 'ストアで購入' });
    // Named by the visible text, described by the volume title.
    expect(
      document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe('第1巻');
    await user.click(button);
    // The chooser says which volume it sells.
    const dialog = screen.getByRole('dialog', { name: 'ストアを選択', description: '第1巻' });
    expect(within(dialog).getByText('第1巻').tagName).toBe('P');
    expect(
      within(dialog)
        .getAllByRole('img')
        .map((image) => image.getAttribute('alt')),
    ).toEqual(['honto', 'kadokawa_store']);
    expect(onStoreModalOpen).toHaveBeenCalledExactlyOnceWith({ kind: 'volume', volume });
  });
});
