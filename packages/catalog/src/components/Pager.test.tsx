import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { Pager } from './Pager';

afterEach(cleanup);

const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('Pager', () => {
  it("is the navigation 'ページ送り' with 前へ, the pages and 次へ", () => {
    render(<Pager page={5} totalPages={10} baseHref="/search?q=魔女" />);
    const nav = screen.getByRole('navigation', { name: 'ページ送り' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['前へ', '1', '2', '3', '4', '5', '6', '7', '10', '次へ']);
  });

  it('marks the current page and names each page link', () => {
    render(<Pager page={2} totalPages={3} baseHref="/new" />);
    const current = screen.getByRole('link', { name: '2ページ' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: '3ページ' }).getAttribute('aria-current')).toBeNull();
  });

  it('keeps the other parameters in every href, page 1 without a page parameter', () => {
    render(<Pager page={2} totalPages={3} baseHref="/search/genre/3?sort=new" />);
    expect(hrefOf('前へ')).toBe('/search/genre/3?sort=new');
    expect(hrefOf('1ページ')).toBe('/search/genre/3?sort=new');
    expect(hrefOf('3ページ')).toBe('/search/genre/3?sort=new&page=3');
    expect(hrefOf('次へ')).toBe('/search/genre/3?sort=new&page=3');
    expect(screen.getByRole('link', { name: '前へ' }).getAttribute('rel')).toBe('prev');
    expect(screen.getByRole('link', { name: '次へ' }).getAttribute('rel')).toBe('next');
  });

  it('has no 前へ link on the first page and no 次へ link on the last', () => {
    const { rerender } = render(<Pager page={1} totalPages={3} baseHref="/new" />);
    expect(screen.queryByRole('link', { name: '前へ' })).toBeNull();
    expect(screen.getByRole('link', { name: '次へ' })).toBeTruthy();
    rerender(<Pager page={3} totalPages={3} baseHref="/new" />);
    expect(screen.queryByRole('link', { name: '次へ' })).toBeNull();
    expect(screen.getByRole('link', { name: '前へ' })).toBeTruthy();
  });

  it('hides the ellipses from assistive technology', () => {
    const { container } = render(<Pager page={10} totalPages={20} baseHref="/new" />);
    const gaps = container.querySelectorAll('.cw-cat-pager__gap');
    expect(gaps).toHaveLength(2);
    for (const gap of gaps) expect(gap.getAttribute('aria-hidden')).toBe('true');
  });

  it('renders nothing for a single page', () => {
    const { container } = render(<Pager page={1} totalPages={1} baseHref="/new" />);
    expect(container.innerHTML).toBe('');
  });

  it('follows Tab from 前へ to 次へ', async () => {
    const user = userEvent.setup();
    render(<Pager page={2} totalPages={3} baseHref="/new" />);
    const order: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      await user.tab();
      order.push(document.activeElement?.textContent ?? '');
    }
    expect(order).toEqual(['前へ', '1', '2', '3', '次へ']);
  });

  it('renders on the server', () => {
    expect(renderToStaticMarkup(<Pager page={1} totalPages={2} baseHref="/new" />)).toContain(
      'href="/new?page=2"',
    );
  });
});
