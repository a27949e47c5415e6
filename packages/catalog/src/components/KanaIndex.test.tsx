import { KANA_ROWS } from '@cw/contract/constants';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { KanaIndex } from './KanaIndex';

afterEach(cleanup);

describe('KanaIndex', () => {
  it('links the 10 rows and その他, each named by its row', () => {
    render(<KanaIndex />);
    const nav = screen.getByRole('navigation', { name: '五十音で探す' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(KANA_ROWS);
    expect(screen.getByRole('link', { name: 'か行' }).getAttribute('href')).toBe('#kana-ka');
    expect(screen.getByRole('link', { name: 'その他' }).getAttribute('href')).toBe('#kana-other');
  });

  it('links one page per row, the current one aria-current="page"', () => {
    render(
      <KanaIndex
        current="さ"
        rowHref={(row) => `/list/index?initial=${encodeURIComponent(row)}`}
      />,
    );
    const current = screen.getByRole('link', { name: 'さ行' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(current.getAttribute('href')).toBe('/list/index?initial=%E3%81%95');
    expect(screen.getByRole('link', { name: 'あ行' }).getAttribute('aria-current')).toBeNull();
  });

  it('marks the current section of one page as its location', () => {
    render(<KanaIndex current="た" />);
    expect(screen.getByRole('link', { name: 'た行' }).getAttribute('aria-current')).toBe(
      'location',
    );
  });

  it('shows rows without entries unlinked', () => {
    render(<KanaIndex available={['あ', 'か']} />);
    expect(screen.getAllByRole('link')).toHaveLength(2);
    expect(screen.getByText('さ').tagName).toBe('SPAN');
  });

  it('points into a list with another id prefix', () => {
    render(<KanaIndex anchorPrefix="authors" />);
    expect(screen.getByRole('link', { name: 'あ行' }).getAttribute('href')).toBe('#authors-a');
  });

  it('is reached row by row with Tab, skipping empty rows', async () => {
    const user = userEvent.setup();
    render(<KanaIndex available={['あ', 'さ']} />);
    await user.tab();
    expect(document.activeElement?.textContent).toBe('あ');
    await user.tab();
    expect(document.activeElement?.textContent).toBe('さ');
  });
});
