import type { Episode } from '@cw/contract/schemas';
import { buildEpisode, buildStore } from '@cw/fixtures';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EpisodeCard, type EpisodeCardProps } from './EpisodeCard';

afterEach(cleanup);

const episodeHref = (episode: Episode) => `/viewer/${episode.code}`;

function renderCard(props: Partial<EpisodeCardProps> & { episode: Episode }) {
  return render(<EpisodeCard episodeHref={episodeHref} {...props} />);
}

/** The one element of a role, with its accessible name as computed for assistive technology. */
function getNamed(role: 'link' | 'button') {
  let name = '';
  const element = screen.getByRole(role, {
    name: (accessibleName) => {
      name = accessibleName;
      return true;
    },
  });
  return { element, name };
}

describe('EpisodeCard', () => {
  it('links to the episode, named by its text from the title, with the update date', () => {
    renderCard({ episode: buildEpisode(3, { subTitle: '焼きたての約束' }) });
    const link = screen.getByRole('link', { name: '第3話 焼きたての約束 2024/01/01' });
    expect(link.getAttribute('href')).toBe('/viewer/CW_000001_0003_E');
    expect(link.getAttribute('aria-current')).toBeNull();
    const date = within(link).getByText('2024/01/01');
    expect(date.tagName).toBe('TIME');
    expect(date.getAttribute('datetime')).toBe('2024-01-01T12:00:00+09:00');
    expect(link.textContent).not.toContain('最新UP!');
    expect(link.textContent).not.toContain('既読');
    expect(link.textContent).not.toContain('配信期限');
  });

  it("shows '最新UP!' for a new episode", () => {
    renderCard({ episode: buildEpisode(1, { isNew: true }) });
    expect(screen.getByRole('link', { name: '第1話 最新UP! 2024/01/01' })).toBeTruthy();
    expect(screen.getByText('最新UP!').getAttribute('data-variant')).toBe('new');
  });

  it("marks a read episode '既読', to the eye and in the link's name", () => {
    renderCard({ episode: buildEpisode(1), hasRead: true });
    const link = screen.getByRole('link', { name: '第1話 2024/01/01 既読' });
    expect(within(link).getByText('既読')).toBeTruthy();
    expect(link.className).toContain('cw-el-card--read');
  });

  it('highlights the current episode with aria-current="true"', () => {
    renderCard({ episode: buildEpisode(1), isCurrent: true });
    const link = screen.getByRole('link', { name: /^第1話/ });
    expect(link.getAttribute('aria-current')).toBe('true');
    expect(link.className).toContain('cw-el-card--current');
  });

  it("shows '配信期限：{date}' for a delivery period, in the link's name", () => {
    renderCard({ episode: buildEpisode(1, { deliveryPeriod: '2024-03-31T23:59:59+09:00' }) });
    const link = screen.getByRole('link', { name: '第1話 2024/01/01 配信期限：2024/03/31' });
    expect(within(link).getByText('配信期限：2024/03/31')).toBeTruthy();
  });

  it('shows no delivery period for year 9999', () => {
    renderCard({ episode: buildEpisode(1, { deliveryPeriod: '9999-12-31T23:59:59+09:00' }) });
    expect(screen.queryByText(/配信期限/)).toBeNull();
  });

  describe('is named by the text it shows (no label-content-name-mismatch)', () => {
    const full = {
      subTitle: '焼きたての約束',
      isNew: true,
      deliveryPeriod: '2024-03-31T23:59:59+09:00',
    };

    it.each([
      ['a link', buildEpisode(3, full), 'link'],
      [
        'a store button',
        buildEpisode(4, { ...full, isActive: false, stores: [buildStore('amazon')] }),
        'button',
      ],
    ] as const)('as %s', (_kind, episode, role) => {
      renderCard({ episode, hasRead: true });
      const { element: card, name } = getNamed(role);
      expect(card.hasAttribute('aria-label')).toBe(false);
      expect(card.hasAttribute('aria-labelledby')).toBe(false);
      // Nothing seen is left out of the name, nothing is added, in the order seen.
      expect(name.replaceAll(' ', '')).toBe(card.textContent?.replaceAll(' ', ''));
      expect(name).toMatch(/^第\d話 焼きたての約束 最新UP! 2024\/01\/01 既読/);
    });
  });

  describe('with stores', () => {
    const episode = buildEpisode(4, {
      isActive: false,
      subTitle: '師匠の古いレシピ帳',
      stores: [buildStore('amazon'), buildStore('book_walker')],
    });
    const name = '第4話 師匠の古いレシピ帳 2024/01/01 ストアで購入';

    it("is a button showing 'ストアで購入', not a link, named by its text", () => {
      renderCard({ episode });
      expect(screen.queryByRole('link')).toBeNull();
      const button = screen.getByRole('button', { name });
      expect(within(button).getByText('ストアで購入').getAttribute('aria-hidden')).toBeNull();
    });

    it('shows no delivery period once its delivery has ended', () => {
      renderCard({ episode: { ...episode, deliveryPeriod: '2024-03-31T23:59:59+09:00' } });
      expect(screen.queryByText(/配信期限/)).toBeNull();
      expect(screen.getByRole('button', { name })).toBeTruthy();
    });

    it('opens the store chooser for the episode, named under its title, reported once', async () => {
      const user = userEvent.setup();
      const onStoreModalOpen = vi.fn();
      renderCard({ episode, onStoreModalOpen });
      await user.click(screen.getByRole('button', { name }));
      const dialog = screen.getByRole('dialog', {
        name: 'ストアを選択',
        description: '第4話 師匠の古いレシピ帳',
      });
      expect(
        within(dialog)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['', '']);
      expect(
        within(dialog)
          .getAllByRole('img')
          .map((image) => image.getAttribute('alt')),
      ).toEqual(['book_walker', 'amazon']);
      expect(onStoreModalOpen).toHaveBeenCalledExactlyOnceWith({ kind: 'episode', episode });
    });

    it('reports a store link click with the store and the episode', async () => {
      const user = userEvent.setup();
      const onStoreClick = vi.fn();
      const prevent = (event: Event) => event.preventDefault();
      document.addEventListener('click', prevent);
      renderCard({ episode, onStoreClick });
      await user.click(screen.getByRole('button', { name }));
      await user.click(screen.getByRole('link', { name: 'amazon' }));
      document.removeEventListener('click', prevent);
      expect(onStoreClick).toHaveBeenCalledExactlyOnceWith(buildStore('amazon'), {
        kind: 'episode',
        episode,
      });
    });

    it('keeps the current highlight on the button', () => {
      renderCard({ episode, isCurrent: true });
      const button = screen.getByRole('button', { name });
      expect(button.getAttribute('aria-current')).toBe('true');
    });
  });

  it('is not a link when inactive without stores', () => {
    renderCard({ episode: buildEpisode(1, { isActive: false }) });
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('第1話')).toBeTruthy();
  });

  it('serves the 16:9 thumbnail in AVIF and WebP variants of its base path', () => {
    const { container } = renderCard({
      episode: buildEpisode(12, { thumbnail: '/v3/media/thumbnails/12' }),
      imageBaseUrl: 'https://media.example/',
    });
    const base = 'https://media.example/v3/media/thumbnails/12';
    const box = container.querySelector('[data-slot="thumbnail"]');
    expect(box?.getAttribute('data-ratio')).toBe('16:9');
    expect(container.querySelector('source[type="image/avif"]')?.getAttribute('srcset')).toBe(
      `${base}/w320.avif 320w, ${base}/w640.avif 640w`,
    );
    expect(container.querySelector('source[type="image/webp"]')?.getAttribute('srcset')).toBe(
      `${base}/w320.webp 320w, ${base}/w640.webp 640w`,
    );
    const image = container.querySelector('img');
    expect(image?.getAttribute('src')).toBe(`${base}/w640.webp`);
    // Decorative: the title beside it names the card.
    expect(image?.getAttribute('alt')).toBe('');
  });

  it('shows the fallback image when the thumbnail is missing', () => {
    const { container } = renderCard({ episode: buildEpisode(1, { thumbnail: '' }) });
    const image = container.querySelector('img');
    expect(image?.hasAttribute('data-fallback')).toBe(true);
    expect(image?.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
  });
});
