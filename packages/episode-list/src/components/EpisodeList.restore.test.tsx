import type { Episode } from '@cw/contract/schemas';
import { buildVolumes } from '@cw/fixtures';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildEpisodes } from '../test/episodePattern';
import { EpisodeList, type EpisodeListProps } from './EpisodeList';

const NOW = new Date('2024-02-01T12:00:00+09:00');
const WORK = 'CW_000001_S';
const episodeHref = (episode: Episode) => `/viewer/${episode.code}`;
// What Next.js keeps in each history entry; Back breaks without it.
const ROUTER_STATE = { __NA: true, __PRIVATE_NEXTJS_INTERNALS_TREE: ['detail', {}] };

beforeEach(() => {
  window.history.replaceState(ROUTER_STATE, '', '/detail/CW_000001_S?episodeType=first');
});

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

function list(props: Partial<EpisodeListProps> = {}) {
  return (
    <EpisodeList
      episodes={buildEpisodes('A'.repeat(160))}
      volumes={buildVolumes(8)}
      episodeType="first"
      searchParams=""
      now={NOW}
      episodeHref={episodeHref}
      onEpisodeTypeChange={() => {}}
      workCode={WORK}
      {...props}
    />
  );
}

/**
 * user-event without its pointer-events check (computed styles up the tree at every event): over
 * a list of a hundred cards it is most of the test's time on a busy machine, and these tests are
 * about what the list keeps, not about what can be pressed.
 */
const setupUser = () => userEvent.setup({ pointerEventsCheck: 0 });

function shownCards() {
  return [...document.querySelectorAll('.cw-el-card')].filter(
    (card) => card.closest('[hidden]') === null,
  ).length;
}

describe('EpisodeList state kept in the history entry', () => {
  it("writes what is open into history.state, keeping the router's keys and the URL", async () => {
    const user = setupUser();
    render(list());
    await user.click(screen.getByRole('button', { name: '全160話を表示' }));
    await user.click(screen.getByRole('button', { name: '101〜150話' }));
    expect(window.history.state).toEqual({
      ...ROUTER_STATE,
      cwEpisodeList: {
        workCode: WORK,
        expanded: true,
        volumesExpanded: false,
        // Episode 101 is the 95th row behind the toggle: two batches of 50.
        renderedRows: 100,
        openStoreRuns: [],
      },
    });
    expect(window.location.pathname + window.location.search).toBe(
      '/detail/CW_000001_S?episodeType=first',
    );
  });

  it('shows the list as it was left when mounted again (Back from the viewer)', async () => {
    const user = setupUser();
    const first = render(list());
    await user.click(screen.getByRole('button', { name: '全160話を表示' }));
    await user.click(screen.getByRole('button', { name: '101〜150話' }));
    first.unmount();

    const cardsWhenRestored: number[] = [];
    render(list({ onViewRestored: () => cardsWhenRestored.push(shownCards()) }));
    expect(screen.getByRole('button', { name: '閉じる' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    expect(screen.getByRole('link', { name: /^第101話/ })).toBeTruthy();
    // Told once, with the list already at its restored height: as long as it was left.
    expect(cardsWhenRestored).toEqual([106]);
  });

  it('keeps the comics tab open too', async () => {
    const user = setupUser();
    const first = render(list({ episodeType: 'comics' }));
    await user.click(screen.getByRole('button', { name: '全8巻を表示' }));
    first.unmount();
    render(list({ episodeType: 'comics' }));
    expect(screen.getAllByRole('article')).toHaveLength(8);
  });

  it('closing is kept as well', async () => {
    const user = setupUser();
    const first = render(list({ defaultExpanded: true }));
    await user.click(screen.getAllByRole('button', { name: '閉じる' })[0] as HTMLElement);
    first.unmount();
    render(list({ defaultExpanded: true }));
    expect(screen.getByRole('button', { name: '全160話を表示' })).toBeTruthy();
  });

  it("ignores another work's state", () => {
    window.history.replaceState(
      {
        ...ROUTER_STATE,
        cwEpisodeList: {
          workCode: 'OTHER',
          expanded: true,
          volumesExpanded: true,
          renderedRows: 100,
        },
      },
      '',
    );
    render(list());
    expect(screen.getByRole('button', { name: '全160話を表示' })).toBeTruthy();
    expect(shownCards()).toBe(6);
  });

  it('keeps nothing without a work code, and still says when it is ready', async () => {
    const user = setupUser();
    const onViewRestored = vi.fn();
    render(<StrictMode>{list({ workCode: undefined, onViewRestored })}</StrictMode>);
    expect(onViewRestored).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: '全160話を表示' }));
    expect(window.history.state).toEqual(ROUTER_STATE);
  });

  it('renders collapsed on the server whatever the entry holds, as hydration needs', () => {
    window.history.replaceState(
      {
        ...ROUTER_STATE,
        cwEpisodeList: {
          workCode: WORK,
          expanded: true,
          volumesExpanded: false,
          renderedRows: 100,
        },
      },
      '',
    );
    const html = renderToString(list());
    expect(html).toContain('全160話を表示');
    expect(html).toContain('aria-expanded="false"');
  });
});
