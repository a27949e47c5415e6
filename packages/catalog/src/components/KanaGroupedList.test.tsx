import type { AuthorRef } from '@cw/contract/schemas';
import { buildAuthorIndex } from '@cw/fixtures';
import { authorPath } from '@cw/paths';
import { cleanup, render, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { authorIndexGroups } from '../kanaRow';
import { KanaGroupedList } from './KanaGroupedList';

afterEach(cleanup);

const renderAuthor = (author: AuthorRef) => <a href={authorPath(author.id)}>{author.name}</a>;
const groups = authorIndexGroups(buildAuthorIndex(['あ', 'か', 'その他']));

describe('KanaGroupedList', () => {
  it('puts each row in a section headed by the row', () => {
    render(<KanaGroupedList groups={groups} getKey={(a) => a.id} renderItem={renderAuthor} />);
    const section = screen.getByRole('region', { name: 'か行' });
    expect(within(section).getByRole('heading', { level: 2 }).textContent).toBe('か行');
    expect(within(section).getAllByRole('listitem')).toHaveLength(2);
    expect(
      within(section)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/search/author/3', '/search/author/4']);
    expect(screen.getByRole('region', { name: 'その他' })).toBeTruthy();
  });

  it('has an index linking to the sections, rows without entries unlinked', () => {
    render(<KanaGroupedList groups={groups} getKey={(a) => a.id} renderItem={renderAuthor} />);
    const nav = screen.getByRole('navigation', { name: '五十音で探す' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '#kana-a',
      '#kana-ka',
      '#kana-other',
    ]);
    for (const link of links) {
      const target = document.getElementById(link.getAttribute('href')?.slice(1) ?? '');
      expect(target?.tagName).toBe('H2');
    }
  });

  it('leaves the index out on request and uses another id prefix', () => {
    render(
      <KanaGroupedList
        groups={groups}
        getKey={(a) => a.id}
        renderItem={renderAuthor}
        showIndex={false}
        anchorPrefix="authors"
        headingLevel={3}
      />,
    );
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.getByRole('heading', { level: 3, name: 'あ行' }).id).toBe('authors-a');
  });

  it('says so when there are no rows', () => {
    render(<KanaGroupedList groups={[]} getKey={String} renderItem={String} />);
    expect(screen.getByText('該当する項目はありません')).toBeTruthy();
  });

  it('renders on the server', () => {
    const html = renderToStaticMarkup(
      <KanaGroupedList groups={groups} getKey={(a) => a.id} renderItem={renderAuthor} />,
    );
    expect(html).toContain('id="kana-ka"');
  });
});
