import type { Episode } from '@cw/contract/schemas';
import { buildEpisode, buildStore, buildVolume } from '@cw/fixtures';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildEpisodes } from '../test/episodePattern';
import { ReadButtons, type ReadButtonsProps } from './ReadButtons';

afterEach(cleanup);

const episodeHref = (episode: Episode) => `/viewer/${episode.code}`;

const episodes = buildEpisodes('AAAAA');

function renderButtons(props: Partial<ReadButtonsProps> = {}) {
  return render(
    <ReadButtons episodes={episodes} resume={null} episodeHref={episodeHref} {...props} />,
  );
}

function links() {
  return screen.queryAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('ReadButtons', () => {
  it("offers a new reader '第1話を読む' and '最新話を読む' beside it", () => {
    renderButtons();
    expect(links()).toEqual([
      ['第1話を読む', '/viewer/CW_000001_0001_E'],
      ['最新話を読む', '/viewer/CW_000001_0005_E'],
    ]);
    expect(screen.getByRole('link', { name: '第1話を読む' }).className).toContain(
      'cw-ui-button--primary',
    );
  });

  it("resumes at the page reached: '続きから読む（第3話 12ページ）' to ?page=12", () => {
    renderButtons({ resume: { episodeCode: 'CW_000001_0003_E', page: 12 } });
    const resume = screen.getByRole('link', { name: '続きから読む （第3話 12ページ）' });
    expect(resume.getAttribute('href')).toBe('/viewer/CW_000001_0003_E?page=12');
    expect(screen.getByRole('link', { name: '最新話を読む' })).toBeTruthy();
  });

  it('goes on to the next episode after a finished one', () => {
    renderButtons({ resume: { episodeCode: 'CW_000001_0003_E', page: 20 } });
    expect(links()[0]).toEqual(['続きから読む（第4話）', '/viewer/CW_000001_0004_E']);
  });

  it("shows '最新話を読む' alone once the latest is finished, across the row", () => {
    const { container } = renderButtons({
      resume: { episodeCode: 'CW_000001_0005_E', page: 20 },
    });
    expect(links()).toEqual([['最新話を読む', '/viewer/CW_000001_0005_E']]);
    expect(container.querySelector('.cw-el-read')?.children).toHaveLength(1);
  });

  describe('while the position loads', () => {
    it('holds the place of the primary button without naming a target', () => {
      const { container } = renderButtons({ resume: 'loading' });
      const group = container.querySelector('[data-slot="read-buttons"]');
      expect(group?.getAttribute('aria-busy')).toBe('true');
      const placeholder = group?.querySelector('[data-slot="skeleton"]');
      expect(placeholder?.getAttribute('aria-hidden')).toBe('true');
      expect(placeholder?.classList.contains('cw-el-read__pending')).toBe(true);
      expect(screen.queryByText(/第1話/)).toBeNull();
      expect(links()).toEqual([['最新話を読む', '/viewer/CW_000001_0005_E']]);
    });

    it('names the target once the position is known', () => {
      const { rerender, container } = renderButtons({ resume: 'loading' });
      rerender(
        <ReadButtons
          episodes={episodes}
          resume={{ episodeCode: 'CW_000001_0002_E', page: 7 }}
          episodeHref={episodeHref}
        />,
      );
      expect(container.querySelector('[aria-busy]')).toBeNull();
      expect(screen.getByRole('link', { name: '続きから読む （第2話 7ページ）' })).toBeTruthy();
    });
  });

  it("offers a comics-only work '試し読み' of its first volume's first trial chapter", () => {
    renderButtons({ episodes: [], volumes: [buildVolume(1, { episodeCount: 2 })] });
    expect(links()).toEqual([['試し読み', '/viewer/CW_000001_0101_E']]);
  });

  describe('a work with nothing to read', () => {
    const sold = buildEpisode(1, {
      isActive: false,
      subTitle: '見習い魔女、パン屋を開く',
      stores: [buildStore('amazon')],
    });

    it("opens the store chooser from 'ストアで購入', naming what it sells", async () => {
      const user = userEvent.setup();
      const onStoreModalOpen = vi.fn();
      renderButtons({ episodes: [sold], onStoreModalOpen });
      expect(screen.queryByRole('link')).toBeNull();
      await user.click(screen.getByRole('button', { name: 'ストアで購入' }));
      expect(
        await screen.findByRole('dialog', {
          name: 'ストアを選択',
          description: '第1話 見習い魔女、パン屋を開く',
        }),
      ).toBeTruthy();
      expect(onStoreModalOpen).toHaveBeenCalledExactlyOnceWith({ kind: 'episode', episode: sold });
    });

    it('reports a store followed, with what it sells', async () => {
      const user = userEvent.setup();
      const onStoreClick = vi.fn();
      const prevent = (event: Event) => event.preventDefault();
      document.addEventListener('click', prevent);
      renderButtons({ episodes: [sold], onStoreClick });
      await user.click(screen.getByRole('button', { name: 'ストアで購入' }));
      await user.click(screen.getByRole('link', { name: 'amazon' }));
      document.removeEventListener('click', prevent);
      expect(onStoreClick).toHaveBeenCalledExactlyOnceWith(buildStore('amazon'), {
        kind: 'episode',
        episode: sold,
      });
    });

    it('renders nothing when nothing is sold either', () => {
      const { container } = renderButtons({ episodes: buildEpisodes('xx') });
      expect(container.innerHTML).toBe('');
    });
  });
});
