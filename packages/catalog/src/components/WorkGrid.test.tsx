import { buildWorkSummaries } from '@cw/fixtures';
import { cleanup, render, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { WorkGrid } from './WorkGrid';

afterEach(cleanup);

describe('WorkGrid', () => {
  it('lists the works as tiles in a region named by its heading', () => {
    render(<WorkGrid heading="新着作品" works={buildWorkSummaries(4)} />);
    const region = screen.getByRole('region', { name: '新着作品' });
    expect(within(region).getByRole('heading', { level: 2, name: '新着作品' })).toBeTruthy();
    const items = within(within(region).getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(
      within(region)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/detail/CW_000001_S',
      '/detail/CW_000002_S',
      '/detail/CW_000003_S',
      '/detail/CW_000004_S',
    ]);
  });

  it('is named through the heading id when given an id', () => {
    render(
      <WorkGrid id="new-works" heading="新着作品" headingLevel={3} works={buildWorkSummaries(1)} />,
    );
    const region = screen.getByRole('region', { name: '新着作品' });
    expect(region.id).toBe('new-works');
    expect(region.getAttribute('aria-labelledby')).toBe('new-works-heading');
    expect(screen.getByRole('heading', { level: 3 }).id).toBe('new-works-heading');
  });

  it('is no region without a heading', () => {
    render(<WorkGrid works={buildWorkSummaries(2)} />);
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });

  it("says '作品がありません' when empty", () => {
    render(<WorkGrid heading="検索結果" works={[]} />);
    expect(screen.getByText('作品がありません')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('takes another empty message', () => {
    render(<WorkGrid works={[]} emptyLabel="該当する作品は見つかりませんでした" />);
    expect(screen.getByText('該当する作品は見つかりませんでした')).toBeTruthy();
  });

  it('shows busy skeleton tiles while loading', () => {
    const { container } = render(
      <WorkGrid heading="新着作品" works={[]} loading skeletonCount={6} />,
    );
    const region = screen.getByRole('region', { name: '新着作品' });
    expect(region.getAttribute('aria-busy')).toBe('true');
    expect(within(region).getByText('読み込み中')).toBeTruthy();
    expect(container.querySelectorAll('.cw-cat-tile--skeleton')).toHaveLength(6);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByText('作品がありません')).toBeNull();
  });

  it("links 'もっと見る', described by the heading", () => {
    render(
      <WorkGrid
        id="ranking"
        heading="ランキング"
        works={buildWorkSummaries(1)}
        moreHref="/ranking"
      />,
    );
    const more = screen.getByRole('link', { name: 'もっと見る' });
    expect(more.getAttribute('href')).toBe('/ranking');
    expect(more.getAttribute('aria-describedby')).toBe('ranking-heading');
    // @cw/ui's one link style, not a look of its own.
    expect(more.className).toBe('cw-ui-link cw-ui-link--standalone cw-cat-section__more');
  });

  it('builds hrefs with workHref', () => {
    render(<WorkGrid works={buildWorkSummaries(1)} workHref={(work) => `/w/${work.id}`} />);
    expect(screen.getByRole('link', { name: '作品1' }).getAttribute('href')).toBe('/w/1');
  });

  it('loads the first covers at once', () => {
    const { container } = render(<WorkGrid works={buildWorkSummaries(4)} priorityCount={2} />);
    const loading = [...container.querySelectorAll('img')].map((img) =>
      img.getAttribute('loading'),
    );
    expect(loading).toEqual(['eager', 'eager', 'lazy', 'lazy']);
  });

  it('renders on the server', () => {
    const html = renderToStaticMarkup(<WorkGrid heading="新着" works={buildWorkSummaries(2)} />);
    expect(html).toContain('cw-cat-grid');
    expect(html).toContain('作品2');
  });
});
