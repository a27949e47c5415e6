import type { Work } from '@cw/contract/schemas';
import { buildAuthor, buildWork as buildFixtureWork, buildGenre, buildTag } from '@cw/fixtures';
import { cleanup, render, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { WorkHeader } from './WorkHeader';

afterEach(cleanup);

/** The full catalog record of work `id`: two authors, two tags, genre 3. */
function buildWork(id: number, overrides: Partial<Work> = {}): Work {
  return buildFixtureWork(id, {
    authors: [buildAuthor(11, { role: '原作' }), buildAuthor(12, { role: '漫画' })],
    genre: buildGenre(3, { name: 'バトル' }),
    tags: [buildTag(40, { name: '魔法' }), buildTag(41, { name: '猫' })],
    summary: 'あらすじ',
    ...overrides,
  });
}

const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('WorkHeader', () => {
  it('heads the page with the title and the cover, loaded first', () => {
    render(<WorkHeader work={buildWork(1, { title: 'ねこと魔法のパン屋さん' })} />);
    expect(screen.getByRole('heading', { level: 1, name: 'ねこと魔法のパン屋さん' })).toBeTruthy();
    const cover = screen.getByRole('img', { name: 'ねこと魔法のパン屋さんの表紙' });
    expect(cover.getAttribute('loading')).toBe('eager');
    expect(cover.getAttribute('fetchpriority')).toBe('high');
    expect(cover.getAttribute('src')).toContain('/v3/media/covers/1/');
  });

  it('links the label, the authors with their roles, the genre and the tags to their pages', () => {
    render(<WorkHeader work={buildWork(1)} />);
    expect(hrefOf('レーベル1')).toBe('/label/label1');
    const authors = screen.getByRole('list', { name: '作者' });
    expect(
      within(authors)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['原作：作者11', '漫画：作者12']);
    expect(hrefOf('作者11')).toBe('/search/author/11');
    expect(hrefOf('バトル')).toBe('/contents/genre/3');
    const tags = screen.getByRole('list', { name: 'タグ' });
    expect(
      within(tags)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/search/tag/40', '/search/tag/41']);
    expect(hrefOf('#魔法')).toBe('/search/tag/40');
  });

  it('takes the app’s link builders', () => {
    render(
      <WorkHeader
        work={buildWork(1)}
        labelHref={(label) => `/l/${label.code}`}
        authorHref={(author) => `/a/${author.id}`}
        genreHref={(genre) => `/g/${genre.id}`}
        tagHref={(tag) => `/t/${tag.id}`}
      />,
    );
    expect(hrefOf('レーベル1')).toBe('/l/label1');
    expect(hrefOf('作者12')).toBe('/a/12');
    expect(hrefOf('バトル')).toBe('/g/3');
    expect(hrefOf('#猫')).toBe('/t/41');
  });

  it.each([
    ['ongoing', '連載中'],
    ['completed', '完結'],
    ['hiatus', '休載中'],
  ] as const)('says a %s work is %s', (serializationStatus, text) => {
    render(<WorkHeader work={buildWork(1, { serializationStatus })} />);
    expect(screen.getByText(text)).toBeTruthy();
  });

  it('marks a one-shot 読切', () => {
    const { rerender } = render(<WorkHeader work={buildWork(1)} />);
    expect(screen.queryByText('読切')).toBeNull();
    rerender(<WorkHeader work={buildWork(1, { isOneShot: true })} />);
    expect(screen.getByText('読切')).toBeTruthy();
  });

  it.each([
    ['en', 'EN', '英語版'],
    ['tw', '繁中', '繁体字中国語版'],
  ] as const)('marks a work in %s with %s, read as %s', (language, mark, spoken) => {
    const { container } = render(<WorkHeader work={buildWork(1, { language })} />);
    const badge = container.querySelector('[data-badge="language"]');
    expect(badge?.querySelector('[aria-hidden="true"]')?.textContent).toBe(mark);
    expect(badge?.textContent).toContain(spoken);
  });

  it('gives a Japanese work no language mark', () => {
    const { container } = render(<WorkHeader work={buildWork(1)} />);
    expect(container.querySelector('[data-badge="language"]')).toBeNull();
  });

  it('leaves out the tag list of a work without tags', () => {
    render(<WorkHeader work={buildWork(1, { tags: [] })} />);
    expect(screen.queryByRole('list', { name: 'タグ' })).toBeNull();
  });

  it('puts the follow, share and read buttons the app hands in where they belong', () => {
    const { container } = render(
      <WorkHeader
        work={buildWork(1)}
        followButton={<button type="button">フォローする</button>}
        shareButton={<button type="button">シェア</button>}
        readButtons={<a href="/viewer/CW_000001_0001_E">第1話を読む</a>}
      />,
    );
    const actions = container.querySelector('.cw-cat-work-header__actions') as HTMLElement;
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['フォローする', 'シェア']);
    const read = container.querySelector('.cw-cat-work-header__read') as HTMLElement;
    expect(within(read).getByRole('link').getAttribute('href')).toBe('/viewer/CW_000001_0001_E');
  });

  it('draws no empty boxes when the app hands in no buttons', () => {
    const { container } = render(<WorkHeader work={buildWork(1)} />);
    expect(container.querySelector('.cw-cat-work-header__actions')).toBeNull();
    expect(container.querySelector('.cw-cat-work-header__read')).toBeNull();
  });

  it('renders on the server, at the heading level asked for', () => {
    const html = renderToStaticMarkup(<WorkHeader work={buildWork(1)} headingLevel={2} />);
    expect(html).toContain('<h2');
    expect(html).toContain('href="/label/label1"');
  });
});
