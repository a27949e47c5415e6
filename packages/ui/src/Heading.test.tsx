import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Heading } from './Heading';

afterEach(cleanup);

describe('Heading', () => {
  it.each([1, 2, 3, 4, 5, 6])('renders level %i as its own element', (level) => {
    render(<Heading level={level}>見出し</Heading>);
    const heading = screen.getByRole('heading', { name: '見出し' });
    expect(heading.tagName).toBe(`H${level}`);
    expect(heading.getAttribute('data-slot')).toBe('heading');
  });

  it('logs an error saying the level exceeds 6 and renders h6 beyond 6', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<Heading level={7}>深い見出し</Heading>);
    expect(screen.getByRole('heading', { name: '深い見出し' }).tagName).toBe('H6');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('exceeds 6'));
    error.mockRestore();
  });

  it('rejects levels below 1', () => {
    expect(() => render(<Heading level={0}>x</Heading>)).toThrow(RangeError);
  });

  it('merges className and forwards other props', () => {
    render(
      <Heading level={2} className="title" id="ranking">
        ランキング
      </Heading>,
    );
    const heading = screen.getByRole('heading', { name: 'ランキング' });
    expect(heading.className).toBe('title');
    expect(heading.id).toBe('ranking');
  });
});
