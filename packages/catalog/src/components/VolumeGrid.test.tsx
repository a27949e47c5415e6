import { buildNewComic, buildNewComics } from '@cw/fixtures';
import { cleanup, render, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { VolumeGrid } from './VolumeGrid';

afterEach(cleanup);

const now = new Date('2024-06-15T12:00:00+09:00');

describe('VolumeGrid', () => {
  it("lists volumes as tiles linking to their works' pages, in a region named by its heading", () => {
    render(<VolumeGrid heading="新刊" items={buildNewComics(3)} now={now} />);
    const region = screen.getByRole('region', { name: '新刊' });
    expect(within(region).getByRole('heading', { level: 2, name: '新刊' })).toBeTruthy();
    const items = within(within(region).getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    const links = within(region).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      '作品1（1）',
      '作品2（1）',
      '作品3（1）',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/detail/CW_000001_S',
      '/detail/CW_000002_S',
      '/detail/CW_000003_S',
    ]);
    expect(within(items[0] as HTMLElement).getByText('作品1')).toBeTruthy();
  });

  it('draws the 5:7 volume cover from its media base path', () => {
    const { container } = render(
      <VolumeGrid items={[buildNewComic(4)]} now={now} imageBaseUrl="https://cdn.example" />,
    );
    expect(container.querySelector('[data-slot="thumbnail"]')?.getAttribute('data-ratio')).toBe(
      '5:7',
    );
    expect(container.querySelector('img')?.getAttribute('src')).toBe(
      'https://cdn.example/v3/media/volumes/4/w720.webp',
    );
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('');
  });

  it('shows the release day in Japan, red within 30 days and gray after', () => {
    render(
      <VolumeGrid
        items={[
          buildNewComic(1, { volume: { release: '2024-05-16T15:00:00Z' } }),
          buildNewComic(2, { volume: { release: '2024-05-15T00:00:00+09:00' } }),
        ]}
        now={now}
      />,
    );
    const recent = screen.getByText('2024/05/17発売');
    expect(recent.tagName).toBe('TIME');
    expect(recent.getAttribute('datetime')).toBe('2024-05-16T15:00:00Z');
    expect(recent.closest('[data-tone]')?.getAttribute('data-tone')).toBe('recent');
    expect(
      screen.getByText('2024/05/15発売').closest('[data-tone]')?.getAttribute('data-tone'),
    ).toBe('past');
  });

  it('builds hrefs with volumeHref', () => {
    render(
      <VolumeGrid
        items={buildNewComics(1)}
        now={now}
        volumeHref={({ work }) => `/detail/${work.code}?episodeType=comics`}
      />,
    );
    const link = screen.getByRole('link', { name: '作品1（1）' });
    expect(link.getAttribute('href')).toBe('/detail/CW_000001_S?episodeType=comics');
  });

  it("links 'もっと見る', described by the heading", () => {
    render(
      <VolumeGrid
        id="release"
        heading="新刊"
        items={buildNewComics(1)}
        now={now}
        moreHref="/release"
      />,
    );
    const more = screen.getByRole('link', { name: 'もっと見る' });
    expect(more.getAttribute('href')).toBe('/release');
    expect(more.getAttribute('aria-describedby')).toBe('release-heading');
  });

  it("says 'コミックスがありません' when empty, or another message", () => {
    const { rerender } = render(<VolumeGrid heading="新刊" items={[]} now={now} />);
    expect(screen.getByText('コミックスがありません')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
    rerender(<VolumeGrid items={[]} now={now} emptyLabel="今月の新刊はまだありません" />);
    expect(screen.getByText('今月の新刊はまだありません')).toBeTruthy();
  });

  it('shows busy skeleton tiles while loading', () => {
    const { container } = render(
      <VolumeGrid heading="新刊" items={[]} now={now} loading skeletonCount={6} />,
    );
    const region = screen.getByRole('region', { name: '新刊' });
    expect(region.getAttribute('aria-busy')).toBe('true');
    expect(within(region).getByText('読み込み中')).toBeTruthy();
    expect(container.querySelectorAll('.cw-cat-tile--skeleton')).toHaveLength(6);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByText('コミックスがありません')).toBeNull();
  });

  it('loads the first covers at once', () => {
    const { container } = render(
      <VolumeGrid items={buildNewComics(4)} now={now} priorityCount={2} />,
    );
    expect(
      [...container.querySelectorAll('img')].map((img) => img.getAttribute('loading')),
    ).toEqual(['eager', 'eager', 'lazy', 'lazy']);
  });

  it('renders on the server', () => {
    const html = renderToStaticMarkup(
      <VolumeGrid heading="新刊" items={buildNewComics(2)} now={now} />,
    );
    expect(html).toContain('cw-cat-grid');
    expect(html).toContain('2024/06/01発売');
  });
});
