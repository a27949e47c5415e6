import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteHeader } from './SiteHeader';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const NAV = [
  { href: '/ranking', label: 'ランキング' },
  { href: '/new', label: '新連載' },
  { href: '/label', label: 'レーベル' },
  { href: '/topics', label: 'トピックス' },
];

function Header(props: Partial<ComponentProps<typeof SiteHeader>>) {
  return <SiteHeader siteName="CWコミック" navItems={NAV} searchHref="/search" {...props} />;
}

const currentLinks = () =>
  screen.getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page');

describe('SiteHeader', () => {
  it('is the banner: skip link, home link, the sections as a named navigation', () => {
    render(<Header />);
    const banner = screen.getByRole('banner');
    const links = within(banner).getAllByRole('link');
    expect(links[0]?.textContent).toBe('本文へスキップ');
    expect(links[0]?.getAttribute('href')).toBe('#main');
    expect(links[1]?.textContent).toBe('CWコミック');
    expect(links[1]?.getAttribute('href')).toBe('/');
    const nav = within(banner).getByRole('navigation', { name: 'メニュー' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual(NAV.map((item) => [item.label, item.href]));
  });

  it('takes the labels of another language: skip link, menu and search', () => {
    render(<Header skipLabel="Skip to content" navLabel="Menu" searchLabel="Search" />);
    const banner = screen.getByRole('banner');
    expect(within(banner).getAllByRole('link')[0]?.textContent).toBe('Skip to content');
    expect(within(banner).getByRole('navigation', { name: 'Menu' })).toBeTruthy();
    expect(within(banner).getByRole('link', { name: 'Search' }).getAttribute('href')).toBe(
      '/search',
    );
  });

  it('marks the section of the page, and only it, aria-current="page"', () => {
    const { rerender } = render(<Header currentPath="/ranking/3" />);
    expect(currentLinks().map((link) => link.textContent)).toEqual(['ランキング']);
    rerender(<Header currentPath="/label" />);
    expect(currentLinks().map((link) => link.textContent)).toEqual(['レーベル']);
    rerender(<Header currentPath="/labels" />);
    expect(currentLinks()).toEqual([]);
  });

  it('marks the home link on the home page only', () => {
    const { rerender } = render(<Header currentPath="/" />);
    expect(currentLinks().map((link) => link.textContent)).toEqual(['CWコミック']);
    rerender(<Header currentPath="/new" />);
    expect(currentLinks().map((link) => link.textContent)).toEqual(['新連載']);
  });

  it('marks nothing without a path', () => {
    render(<Header />);
    expect(currentLinks()).toEqual([]);
  });

  it('has a search link named 検索 beside the name, outside the section strip', () => {
    const { rerender } = render(<Header currentPath="/ranking" />);
    const search = screen.getByRole('link', { name: '検索' });
    expect(search.getAttribute('href')).toBe('/search');
    expect(search.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(search.closest('nav')).toBeNull();
    expect(search.getAttribute('aria-current')).toBeNull();
    rerender(<Header currentPath="/search/genre/2" />);
    expect(screen.getByRole('link', { name: '検索' }).getAttribute('aria-current')).toBe('page');
  });

  it('leaves the search link out without searchHref', () => {
    render(<Header searchHref={undefined} />);
    expect(screen.queryByRole('link', { name: '検索' })).toBeNull();
  });

  it('puts the account slot in the header', () => {
    render(<Header account={<a href="/my-comic">マイコミック</a>} />);
    expect(
      within(screen.getByRole('banner')).getByRole('link', { name: 'マイコミック' }),
    ).toBeTruthy();
  });

  it('skips to the main content, every other link leading to a page of the site', () => {
    render(<Header mainId="content" />);
    const links = screen.getAllByRole('link');
    expect(links[0]?.getAttribute('href')).toBe('#content');
    expect(links.slice(1).every((link) => link.getAttribute('href')?.startsWith('/'))).toBe(true);
  });

  it('takes the skip link first in the Tab order, then the home link', async () => {
    const user = userEvent.setup();
    render(<Header />);
    await user.tab();
    expect(document.activeElement?.textContent).toBe('本文へスキップ');
    await user.tab();
    expect(document.activeElement?.textContent).toBe('CWコミック');
  });

  it('scrolls the strip to a current section out of sight', () => {
    // The strip shows 0–200px; レーベル lies at 300–380px of its content.
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return this.tagName === 'UL' ? 200 : 0;
    });
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      const box = this.textContent === 'レーベル' ? [300, 380] : [0, 200];
      return DOMRect.fromRect({ x: box[0], width: (box[1] ?? 0) - (box[0] ?? 0), height: 44 });
    });
    const { container } = render(<Header currentPath="/label/abc" />);
    const strip = container.querySelector('ul') as HTMLUListElement;
    // Its end, 380px, plus the 32px kept clear of the edge, at the strip's right edge.
    expect(strip.scrollLeft).toBe(212);
  });

  it('merges className on the header', () => {
    render(<Header className="extra" />);
    const banner = screen.getByRole('banner');
    expect(banner.className).toBe('cw-ui-site-header extra');
    expect(banner.getAttribute('data-slot')).toBe('site-header');
  });
});
