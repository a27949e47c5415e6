import type { Episode } from '@cw/api-client/schemas';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { buildEpisodes } from '../test/episodePattern';
import { EpisodeList, type EpisodeListProps } from './EpisodeList';

afterEach(cleanup);

const NOW = new Date('2024-02-01T12:00:00+09:00');
const episodeHref = (episode: Episode) => `/viewer/${episode.code}`;
// 213 episodes; 120–122 ended (one marker).
const longSerial = buildEpisodes(`${'A'.repeat(119)}xxx${'A'.repeat(91)}`);

function renderList(props: Partial<EpisodeListProps> = {}) {
  return render(
    <EpisodeList
      episodes={longSerial}
      volumes={[]}
      episodeType="first"
      searchParams=""
      now={NOW}
      episodeHref={episodeHref}
      onEpisodeTypeChange={() => {}}
      {...props}
    />,
  );
}

/** Episode numbers of the cards shown, in order. */
function shownEpisodes() {
  return screen
    .queryAllByRole('link')
    .filter((link) => link.classList.contains('cw-el-card'))
    .map((link) => Number(/_0*(\d+)_E$/.exec(link.getAttribute('href') ?? '')?.[1]));
}

function rangeButtons() {
  return within(screen.getByRole('group', { name: '話数の範囲' })).getAllByRole('button');
}

describe('EpisodeList with a long list', () => {
  it('shows 6 episodes and no range buttons while collapsed', () => {
    renderList();
    expect(shownEpisodes()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(screen.queryByRole('group', { name: '話数の範囲' })).toBeNull();
  });

  it('opens on the first range, 1〜50話, with a button per range', async () => {
    const user = userEvent.setup();
    renderList();
    await user.click(screen.getByRole('button', { name: '全210話を表示' }));
    expect(rangeButtons().map((button) => button.textContent)).toEqual([
      '1〜50話',
      '51〜100話',
      '101〜150話',
      '151〜200話',
      '201〜213話',
    ]);
    expect(screen.getByRole('button', { name: '1〜50話' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    const shown = shownEpisodes();
    expect(shown).toHaveLength(50);
    expect(shown[0]).toBe(1);
    expect(shown.at(-1)).toBe(50);
    expect(screen.getByRole('button', { name: '閉じる' })).toBeTruthy();
  });

  it('shows the range picked, its ended episodes folded as in the full list', async () => {
    const user = userEvent.setup();
    renderList();
    await user.click(screen.getByRole('button', { name: '全210話を表示' }));
    await user.click(screen.getByRole('button', { name: '101〜150話' }));
    expect(screen.getByRole('button', { name: '101〜150話' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(shownEpisodes()).toEqual([
      ...Array.from({ length: 19 }, (_, index) => 101 + index),
      ...Array.from({ length: 28 }, (_, index) => 123 + index),
    ]);
    expect(screen.getAllByText('その他の話は公開終了しました')).toHaveLength(1);
  });

  it('follows the sort: from the newest range, and a picked range stays picked', async () => {
    const user = userEvent.setup();
    const { rerender } = renderList({ episodeType: 'latest' });
    await user.click(screen.getByRole('button', { name: '全210話を表示' }));
    expect(rangeButtons()[0]?.textContent).toBe('201〜213話');
    expect(shownEpisodes().slice(0, 2)).toEqual([213, 212]);
    await user.click(screen.getByRole('button', { name: '51〜100話' }));
    expect(shownEpisodes().slice(0, 2)).toEqual([100, 99]);
    rerender(
      <EpisodeList
        episodes={longSerial}
        volumes={[]}
        episodeType="first"
        searchParams=""
        now={NOW}
        episodeHref={episodeHref}
        onEpisodeTypeChange={() => {}}
      />,
    );
    expect(rangeButtons()[0]?.textContent).toBe('1〜50話');
    expect(shownEpisodes().slice(0, 2)).toEqual([51, 52]);
  });

  it("jumps to an episode with '話数を指定': its range, focus on its card", async () => {
    const user = userEvent.setup();
    renderList();
    await user.click(screen.getByRole('button', { name: '全210話を表示' }));
    await user.type(screen.getByRole('spinbutton', { name: '話数を指定' }), '173');
    await user.click(screen.getByRole('button', { name: '移動' }));
    expect(screen.getByRole('button', { name: '151〜200話' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(document.activeElement?.getAttribute('href')).toBe('/viewer/CW_000001_0173_E');
  });

  it('jumps from an ended episode to the closest one shown', async () => {
    const user = userEvent.setup();
    renderList();
    await user.click(screen.getByRole('button', { name: '全210話を表示' }));
    await user.type(screen.getByRole('spinbutton', { name: '話数を指定' }), '121{Enter}');
    expect(document.activeElement?.getAttribute('href')).toBe('/viewer/CW_000001_0119_E');
  });

  it('keeps a list of 100 episodes or fewer whole', async () => {
    const user = userEvent.setup();
    renderList({ episodes: buildEpisodes('A'.repeat(100)) });
    await user.click(screen.getByRole('button', { name: '全100話を表示' }));
    expect(shownEpisodes()).toHaveLength(100);
    expect(screen.queryByRole('group', { name: '話数の範囲' })).toBeNull();
  });
});
