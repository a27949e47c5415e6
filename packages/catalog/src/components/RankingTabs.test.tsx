import { buildGenre } from '@cw/fixtures';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { RankingTabs } from './RankingTabs';

afterEach(cleanup);

const genres = [buildGenre(3, { name: 'バトル' }), buildGenre(5, { name: '恋愛' })];

describe('RankingTabs', () => {
  it('links 総合 and every genre, the current one aria-current', () => {
    render(<RankingTabs genres={genres} currentGenre="3" />);
    const nav = screen.getByRole('navigation', { name: 'ランキングの種類' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['総合', '/ranking'],
      ['バトル', '/ranking/3'],
      ['恋愛', '/ranking/5'],
    ]);
    expect(links.map((link) => link.getAttribute('aria-current'))).toEqual([null, 'page', null]);
  });

  it('is links, not tabs: no tab roles and no state', () => {
    render(<RankingTabs genres={genres} currentGenre="all" />);
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.getByRole('link', { name: '総合' }).getAttribute('aria-current')).toBe('page');
  });

  it('adds period links when given their hrefs', () => {
    render(
      <RankingTabs
        genres={genres}
        currentGenre="all"
        period="hourly"
        periodHref={(period) => `/ranking?period=${period}`}
      />,
    );
    const daily = screen.getByRole('link', { name: 'デイリー' });
    const hourly = screen.getByRole('link', { name: '毎時' });
    expect(daily.getAttribute('href')).toBe('/ranking?period=daily');
    expect(daily.getAttribute('aria-current')).toBeNull();
    expect(hourly.getAttribute('aria-current')).toBe('page');
  });

  it('has no period links without their hrefs', () => {
    render(<RankingTabs genres={genres} currentGenre="all" period="daily" />);
    expect(screen.queryByRole('link', { name: 'デイリー' })).toBeNull();
  });

  it('takes genre hrefs from the app', () => {
    render(
      <RankingTabs
        genres={genres}
        currentGenre="all"
        genreHref={(genre) => `/x/ranking?g=${genre}`}
      />,
    );
    expect(screen.getByRole('link', { name: '恋愛' }).getAttribute('href')).toBe('/x/ranking?g=5');
  });

  it('is reached link by link with Tab', async () => {
    const user = userEvent.setup();
    render(<RankingTabs genres={genres} currentGenre="all" />);
    await user.tab();
    expect(document.activeElement?.textContent).toBe('総合');
    await user.tab();
    expect(document.activeElement?.textContent).toBe('バトル');
  });
});
