import { buildLabel } from '@cw/fixtures';
import { cleanup, render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { LabelHeader } from './LabelHeader';

afterEach(cleanup);

describe('LabelHeader', () => {
  it("heads the page with the label's name and description", () => {
    render(
      <LabelHeader label={buildLabel(1, { name: 'コミック星空', description: '夜空の物語' })} />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'コミック星空' })).toBeTruthy();
    expect(screen.getByText('夜空の物語')).toBeTruthy();
  });

  it('puts light text on a dark colour and dark text on a light one (textColorOn)', () => {
    const { container, rerender } = render(
      <LabelHeader label={buildLabel(1, { color: '#1d3a8a' })} />,
    );
    const header = container.querySelector('header') as HTMLElement;
    expect(header.dataset.tone).toBe('light');
    expect(header.className).toContain('cw-cat-label-header--light-text');
    expect(header.style.backgroundColor).toBeTruthy();
    rerender(<LabelHeader label={buildLabel(1, { color: '#fff3b0' })} />);
    expect(header.dataset.tone).toBe('dark');
    expect(header.className).toContain('cw-cat-label-header--dark-text');
  });

  it('falls back to the neutral surface for a colour it cannot read', () => {
    const { container } = render(<LabelHeader label={buildLabel(1, { color: 'blue' })} />);
    const header = container.querySelector('header') as HTMLElement;
    expect(header.dataset.tone).toBeUndefined();
    expect(header.style.backgroundColor).toBe('');
  });

  it("shows 'フォロワー {n}人' and the follow button it is given", () => {
    render(
      <LabelHeader
        label={buildLabel(1)}
        followerCount={12345}
        followButton={<button type="button">フォローする</button>}
      />,
    );
    expect(screen.getByText('フォロワー 12,345人')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'フォローする' })).toBeTruthy();
  });

  it('shows no count while it is unknown, but 0 when there are none', () => {
    const { rerender } = render(<LabelHeader label={buildLabel(1)} />);
    expect(screen.queryByText(/フォロワー/)).toBeNull();
    rerender(<LabelHeader label={buildLabel(1)} followerCount={0} />);
    expect(screen.getByText('フォロワー 0人')).toBeTruthy();
  });

  it('draws the icon from its media base path as decoration', () => {
    const { container } = render(<LabelHeader label={buildLabel(4)} headingLevel={2} />);
    const img = container.querySelector('img');
    expect(img?.getAttribute('alt')).toBe('');
    expect(img?.getAttribute('src')).toBe('/v3/media/label-icons/4/w192.webp');
    expect(screen.getByRole('heading', { level: 2 })).toBeTruthy();
  });

  it('renders on the server', () => {
    expect(renderToStaticMarkup(<LabelHeader label={buildLabel(1)} followerCount={3} />)).toContain(
      'フォロワー 3人',
    );
  });
});
