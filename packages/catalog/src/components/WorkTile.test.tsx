import { buildAuthor, buildLabelSummary, buildWorkSummary } from '@cw/fixtures';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WorkTile } from './WorkTile';

afterEach(cleanup);

describe('WorkTile', () => {
  it("links to the work's detail page, named by its title alone", () => {
    const { container } = render(<WorkTile work={buildWorkSummary(5, { title: 'パン屋' })} />);
    const link = screen.getByRole('link', { name: 'パン屋' });
    expect(link.getAttribute('href')).toBe('/detail/CW_000005_S');
    // The cover says nothing the title does not: it is decoration.
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('');
  });

  it('takes its href from the app', () => {
    render(<WorkTile work={buildWorkSummary(1)} href="/works/1?from=ranking" />);
    const link = screen.getByRole('link', { name: '作品1' });
    expect(link.getAttribute('href')).toBe('/works/1?from=ranking');
  });

  it('draws the 5:7 cover from the media base path in AVIF and WebP', () => {
    const { container } = render(
      <WorkTile work={buildWorkSummary(5)} imageBaseUrl="https://cdn.example" />,
    );
    expect(container.querySelector('[data-slot="thumbnail"]')?.getAttribute('data-ratio')).toBe(
      '5:7',
    );
    expect(container.querySelector('source[type="image/avif"]')?.getAttribute('srcset')).toBe(
      'https://cdn.example/v3/media/covers/5/w180.avif 180w, https://cdn.example/v3/media/covers/5/w360.avif 360w, https://cdn.example/v3/media/covers/5/w720.avif 720w',
    );
    expect(container.querySelector('img')?.getAttribute('src')).toBe(
      'https://cdn.example/v3/media/covers/5/w720.webp',
    );
    expect(container.querySelector('img')?.getAttribute('loading')).toBe('lazy');
  });

  it('loads a priority cover at once', () => {
    const { container } = render(<WorkTile work={buildWorkSummary(5)} priority />);
    expect(container.querySelector('img')?.getAttribute('loading')).toBe('eager');
  });

  it('shows the marks the summary supports, and none for a plain serial', () => {
    const { rerender } = render(<WorkTile work={buildWorkSummary(1)} />);
    expect(screen.queryByText(/新着|完結|休載|読切/)).toBeNull();
    rerender(
      <WorkTile
        work={buildWorkSummary(1, {
          isNew: true,
          serializationStatus: 'completed',
          isOneShot: true,
        })}
      />,
    );
    expect(screen.getByText('新着').getAttribute('data-variant')).toBe('new');
    expect(screen.getByText('完結').getAttribute('data-variant')).toBe('muted');
    expect(screen.getByText('読切').getAttribute('data-variant')).toBe('accent');
    // Beside the link, not in its name.
    expect(screen.getByRole('link', { name: '作品1' })).toBeTruthy();
  });

  it('marks an English or Traditional Chinese work, read by its full name', () => {
    const { container, rerender } = render(
      <WorkTile work={buildWorkSummary(1, { language: 'en' })} />,
    );
    const mark = container.querySelector('[data-badge="language"]');
    expect(mark?.textContent).toBe('EN英語版');
    expect(mark?.querySelector('[aria-hidden="true"]')?.textContent).toBe('EN');
    expect(mark?.querySelector('.cw-cat-visually-hidden')?.textContent).toBe('英語版');
    rerender(<WorkTile work={buildWorkSummary(1, { language: 'tw' })} />);
    expect(container.querySelector('[data-badge="language"]')?.textContent).toBe(
      '繁中繁体字中国語版',
    );
    rerender(<WorkTile work={buildWorkSummary(1, { language: 'ja' })} />);
    expect(container.querySelector('[data-badge="language"]')).toBeNull();
  });

  it('shows 新着 only for a work the backend calls new', () => {
    const today = new Date().toISOString();
    const { rerender } = render(
      <WorkTile work={buildWorkSummary(1, { isNew: false, latestUpdateDate: today })} />,
    );
    expect(screen.queryByText('新着')).toBeNull();
    rerender(<WorkTile work={buildWorkSummary(1, { isNew: true })} />);
    expect(screen.getByText('新着').getAttribute('data-badge')).toBe('new');
  });

  it('names the authors once each', () => {
    render(
      <WorkTile
        work={buildWorkSummary(1, {
          authors: [
            buildAuthor(1, { name: '青木', role: '原作' }),
            buildAuthor(2, { name: '伊藤', role: '漫画' }),
            buildAuthor(1, { name: '青木', role: '構成' }),
          ],
        })}
      />,
    );
    expect(screen.getByText('青木／伊藤')).toBeTruthy();
  });

  it('shows the label on its colour, the text tone by textColorOn', () => {
    const { rerender } = render(
      <WorkTile
        work={buildWorkSummary(1, {
          labelInfo: buildLabelSummary(1, { name: '星空', color: '#1d3a8a' }),
        })}
      />,
    );
    const dark = screen.getByText('星空');
    expect(dark.getAttribute('data-slot')).toBe('colored-tag');
    expect(dark.getAttribute('data-tone')).toBe('light');
    expect(dark.style.backgroundColor).toBeTruthy();
    rerender(
      <WorkTile
        work={buildWorkSummary(1, {
          labelInfo: buildLabelSummary(1, { name: '寄り道', color: '#fff3b0' }),
        })}
      />,
    );
    expect(screen.getByText('寄り道').getAttribute('data-tone')).toBe('dark');
  });

  it('leaves the label out on request', () => {
    render(<WorkTile work={buildWorkSummary(1)} showLabel={false} />);
    expect(screen.queryByText('レーベル1')).toBeNull();
  });

  it('lays out as a row for rankings', () => {
    const { container } = render(<WorkTile work={buildWorkSummary(1)} layout="row" />);
    expect(container.firstElementChild?.className).toContain('cw-cat-tile--row');
  });

  it('reports a followed tile, reachable by keyboard', async () => {
    const user = userEvent.setup();
    const onWorkClick = vi.fn();
    const work = buildWorkSummary(2);
    document.addEventListener('click', (event) => event.preventDefault(), { once: true });
    render(<WorkTile work={work} onWorkClick={onWorkClick} />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: '作品2' }));
    await user.keyboard('{Enter}');
    expect(onWorkClick).toHaveBeenCalledWith(work);
  });

  it('renders on the server', () => {
    const html = renderToStaticMarkup(<WorkTile work={buildWorkSummary(3, { isNew: true })} />);
    expect(html).toContain('href="/detail/CW_000003_S"');
    expect(html).toContain('新着');
  });
});
