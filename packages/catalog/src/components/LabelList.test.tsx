import { buildLabel } from '@cw/fixtures';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LabelList } from './LabelList';

afterEach(cleanup);

const labels = [
  buildLabel(1, { code: 'hoshizora', name: 'コミック星空', color: '#1d3a8a' }),
  buildLabel(2, { code: 'yorimichi', name: 'よりみちコミック', color: '#fff3b0' }),
];

describe('LabelList', () => {
  it("links every label to its page, named by the label's name", () => {
    render(<LabelList heading="レーベル一覧" labels={labels} />);
    const region = screen.getByRole('region', { name: 'レーベル一覧' });
    const links = within(region).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['コミック星空', '/label/hoshizora'],
      ['よりみちコミック', '/label/yorimichi'],
    ]);
  });

  it('draws each name as a chip on the label colour, text tone by textColorOn', () => {
    render(<LabelList labels={labels} />);
    expect(screen.getByText('コミック星空').getAttribute('data-tone')).toBe('light');
    expect(screen.getByText('よりみちコミック').getAttribute('data-tone')).toBe('dark');
  });

  it('takes label hrefs from the app', () => {
    render(<LabelList labels={labels} labelHref={(label) => `/label/${label.code}`} />);
    const link = screen.getByRole('link', { name: 'コミック星空' });
    expect(link.getAttribute('href')).toBe('/label/hoshizora');
  });

  it('links to every label beside the heading when given moreHref', () => {
    render(<LabelList id="labels" heading="レーベル" labels={labels} moreHref="/label" />);
    const more = screen.getByRole('link', { name: 'もっと見る' });
    expect(more.getAttribute('href')).toBe('/label');
    expect(more.getAttribute('aria-describedby')).toBe('labels-heading');
    expect(screen.getByRole('heading', { name: 'レーベル' }).id).toBe('labels-heading');
  });

  it('shows descriptions on request', () => {
    const { rerender } = render(<LabelList labels={labels} />);
    expect(screen.queryByText(labels[0]?.description ?? '')).toBeNull();
    rerender(<LabelList labels={labels} showDescription />);
    expect(screen.getByText(labels[0]?.description ?? '')).toBeTruthy();
  });
});
