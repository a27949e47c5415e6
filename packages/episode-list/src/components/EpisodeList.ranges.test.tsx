import type { Episode } from '@cw/contract/schemas';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildEpisodes } from '../test/episodePattern';
import { FakeIntersectionObserver, reportInView } from '../test/fakeIntersectionObserver';
import { EpisodeList, type EpisodeListProps } from './EpisodeList';

const NOW = new Date('2024-02-01T12:00:00+09:00');
const episodeHref = (episode: Episode) => `/viewer/${episode.code}`;
// As long as CW_000103_S: 236 episodes, all readable.
const longSerial = buildEpisodes('A'.repeat(236));
// 213 episodes; 120–122 ended (one marker).
const serialWithEnded = buildEpisodes(`${'A'.repeat(119)}xxx${'A'.repeat(91)}`);

const upTo = (last: number, from = 1) =>
  Array.from({ length: last - from + 1 }, (_, index) => from + index);

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

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

const episodeNo = (link: Element) =>
  Number(/_0*(\d+)_E$/.exec(link.getAttribute('href') ?? '')?.[1]);

/** The card links on screen (not in a closed region), in order. */
function shownCards() {
  return screen.queryAllByRole('link').filter((link) => link.classList.contains('cw-el-card'));
}

/** Episode numbers of the cards shown, in order. */
function shownEpisodes() {
  return shownCards().map(episodeNo);
}

/** Cards in the page at all, shown or hidden: what the browser has to lay out. */
const mountedCards = () => document.querySelectorAll('.cw-el-card').length;

const showMoreButton = () => screen.queryByRole('button', { name: /^次の\d+話を表示$/ });

function rangeButtons() {
  return within(screen.getByRole('group', { name: '話数の範囲' })).getAllByRole('button');
}

/** Scrolls near the end of what is rendered until the list has rendered everything. */
function scrollToTheEnd() {
  let batches = 0;
  while (showMoreButton() !== null) {
    expect(reportInView()).toBe(1);
    batches += 1;
    if (batches > 10) throw new Error('the list never ends');
  }
  return batches;
}

/** The elements `scrollIntoView` was called on, in order. */
function scrolledTo(spy: { mock: { contexts: unknown[] } }) {
  return spy.mock.contexts as Element[];
}

describe('EpisodeList with a long list', () => {
  it('shows 6 episodes and no range buttons while collapsed', () => {
    renderList();
    expect(shownEpisodes()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(screen.queryByRole('group', { name: '話数の範囲' })).toBeNull();
    expect(showMoreButton()).toBeNull();
  });

  it('opens below the first 6, which stay in place, and renders one batch of 50 more', async () => {
    const user = userEvent.setup();
    renderList();
    const firstSix = shownCards();
    await user.click(screen.getByRole('button', { name: '全236話を表示' }));
    // The same six elements, still first: nothing above them moved or was replaced.
    expect(shownCards().slice(0, 6)).toEqual(firstSix);
    expect(shownEpisodes()).toEqual(upTo(56));
    expect(mountedCards()).toBe(56);
    expect(showMoreButton()?.textContent).toBe('次の50話を表示');
    expect(rangeButtons().map((button) => button.textContent)).toEqual([
      '1〜50話',
      '51〜100話',
      '101〜150話',
      '151〜200話',
      '201〜236話',
    ]);
    expect(screen.getByRole('button', { name: '閉じる' })).toBeTruthy();
  });

  it('renders the next batch as the reader scrolls near the end, until the last episode', async () => {
    const user = userEvent.setup();
    renderList();
    await user.click(screen.getByRole('button', { name: '全236話を表示' }));
    // Watched ahead of the reader, a viewport's height below the window.
    const [observer] = FakeIntersectionObserver.watching();
    expect(observer?.options.rootMargin).toBe('0px 0px 100% 0px');
    expect([...(observer?.targets ?? [])]).toEqual([showMoreButton()]);

    // Out of view, nothing more.
    reportInView(false);
    expect(mountedCards()).toBe(56);

    reportInView();
    expect(shownEpisodes()).toEqual(upTo(106));
    // The batch does not take the keyboard's place: still on the toggle just pressed.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '閉じる' }));
    expect(scrollToTheEnd()).toBe(3);
    expect(shownEpisodes()).toEqual(upTo(236));
    expect(showMoreButton()).toBeNull();
    expect(shownEpisodes().slice(0, 6)).toEqual(upTo(6));
  });

  it("reaches every episode with the button alone, focus on each batch's first card", async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const user = userEvent.setup();
    renderList();
    await user.click(screen.getByRole('button', { name: '全236話を表示' }));
    const firstOfBatches: number[] = [];
    for (let button = showMoreButton(); button !== null; button = showMoreButton()) {
      await user.click(button);
      firstOfBatches.push(episodeNo(document.activeElement as Element));
    }
    expect(firstOfBatches).toEqual([57, 107, 157, 207]);
    expect(shownEpisodes()).toEqual(upTo(236));
  });

  it('moves focus to the first new card when the focused button comes into view', async () => {
    const user = userEvent.setup();
    renderList();
    await user.click(screen.getByRole('button', { name: '全236話を表示' }));
    act(() => showMoreButton()?.focus());
    reportInView();
    expect(document.activeElement?.getAttribute('href')).toBe('/viewer/CW_000001_0057_E');
  });

  it("goes to a range's first episode: rendered down to it, scrolled to and focused", async () => {
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView');
    const user = userEvent.setup();
    renderList();
    await user.click(screen.getByRole('button', { name: '全236話を表示' }));
    await user.click(screen.getByRole('button', { name: '151〜200話' }));
    expect(document.activeElement?.getAttribute('href')).toBe('/viewer/CW_000001_0151_E');
    expect(scrolledTo(scroll).at(-1)).toBe(document.activeElement?.closest('li'));
    // The list stays whole from the first episode; rendered a batch past the range's start.
    expect(shownEpisodes()).toEqual(upTo(156));
    expect(showMoreButton()).toBeTruthy();

    // Back up to a range already rendered: nothing more to render.
    await user.click(screen.getByRole('button', { name: '51〜100話' }));
    expect(document.activeElement?.getAttribute('href')).toBe('/viewer/CW_000001_0051_E');
    expect(shownEpisodes()).toEqual(upTo(156));

    await user.click(screen.getByRole('button', { name: '201〜236話' }));
    expect(document.activeElement?.getAttribute('href')).toBe('/viewer/CW_000001_0201_E');
    expect(shownEpisodes()).toEqual(upTo(206));
    expect(showMoreButton()?.textContent).toBe('次の30話を表示');
  });

  it('follows the sort: newest range first, the list from the latest episode', async () => {
    const user = userEvent.setup();
    const { rerender } = renderList({ episodeType: 'latest' });
    await user.click(screen.getByRole('button', { name: '全236話を表示' }));
    expect(rangeButtons()[0]?.textContent).toBe('201〜236話');
    expect(shownEpisodes()).toEqual(upTo(236, 181).reverse());
    await user.click(screen.getByRole('button', { name: '51〜100話' }));
    expect(document.activeElement?.getAttribute('href')).toBe('/viewer/CW_000001_0100_E');
    expect(shownEpisodes().at(-1)).toBeLessThan(100);

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
    expect(shownEpisodes().slice(0, 8)).toEqual(upTo(8));
  });

  it("jumps to an episode with '話数を指定': rendered down to it, focus on its card", async () => {
    const user = userEvent.setup();
    renderList();
    await user.click(screen.getByRole('button', { name: '全236話を表示' }));
    await user.type(screen.getByRole('spinbutton', { name: '話数を指定' }), '173');
    await user.click(screen.getByRole('button', { name: '移動' }));
    expect(document.activeElement?.getAttribute('href')).toBe('/viewer/CW_000001_0173_E');
    expect(shownEpisodes()).toEqual(upTo(206));
  });

  it('shows ended episodes folded in place, and jumps from one to the closest card', async () => {
    const user = userEvent.setup();
    renderList({ episodes: serialWithEnded });
    await user.click(screen.getByRole('button', { name: '全210話を表示' }));
    await user.type(screen.getByRole('spinbutton', { name: '話数を指定' }), '121{Enter}');
    expect(document.activeElement?.getAttribute('href')).toBe('/viewer/CW_000001_0119_E');
    expect(screen.getAllByText('その他の話は公開終了しました')).toHaveLength(1);
    const marker = screen.getByText('その他の話は公開終了しました').closest('li');
    expect(marker?.previousElementSibling?.getAttribute('data-episode-id')).toBe('119');
    expect(marker?.nextElementSibling?.getAttribute('data-episode-id')).toBe('123');
  });

  it("'閉じる' leaves the first 6, its toggle in view, and opens again on one batch", async () => {
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView');
    const user = userEvent.setup();
    renderList();
    await user.click(screen.getByRole('button', { name: '全236話を表示' }));
    scrollToTheEnd();
    const toggle = screen.getByRole('button', { name: '閉じる' });
    await user.click(toggle);
    expect(shownEpisodes()).toEqual(upTo(6));
    expect(toggle.textContent).toBe('全236話を表示');
    expect(scrolledTo(scroll).at(-1)).toBe(toggle);
    expect(mountedCards()).toBe(56);

    await user.click(toggle);
    expect(shownEpisodes()).toEqual(upTo(56));
  });

  it('keeps a list of 100 episodes or fewer whole', async () => {
    const user = userEvent.setup();
    renderList({ episodes: buildEpisodes('A'.repeat(100)) });
    await user.click(screen.getByRole('button', { name: '全100話を表示' }));
    expect(shownEpisodes()).toEqual(upTo(100));
    expect(screen.queryByRole('group', { name: '話数の範囲' })).toBeNull();
    expect(showMoreButton()).toBeNull();
  });
});
