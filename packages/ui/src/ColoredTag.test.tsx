import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ColoredTag } from './ColoredTag';

afterEach(cleanup);

function tag() {
  return screen.getByText('レーベル');
}

describe('ColoredTag', () => {
  it('takes light text on a dark background', () => {
    render(<ColoredTag color="#E60012">レーベル</ColoredTag>);
    expect(tag().getAttribute('data-slot')).toBe('colored-tag');
    expect(tag().getAttribute('data-tone')).toBe('light');
    expect(tag().className).toBe('cw-ui-colored-tag cw-ui-colored-tag--light-text');
    expect(tag().style.backgroundColor).toBe('#E60012');
  });

  it('takes dark text on a light background', () => {
    render(<ColoredTag color="#ababab">レーベル</ColoredTag>);
    expect(tag().getAttribute('data-tone')).toBe('dark');
    expect(tag().className).toContain('cw-ui-colored-tag--dark-text');
  });

  it('adds the missing # to the background', () => {
    render(<ColoredTag color="ffcc00">レーベル</ColoredTag>);
    expect(tag().style.backgroundColor).toBe('#ffcc00');
  });

  it('falls back to the neutral chip for a colour that is not hex', () => {
    render(<ColoredTag color="not-a-colour">レーベル</ColoredTag>);
    expect(tag().hasAttribute('data-tone')).toBe(false);
    expect(tag().className).toBe('cw-ui-colored-tag');
    expect(tag().style.backgroundColor).toBe('');
  });

  it('merges className last and lets style override the background', () => {
    render(
      <ColoredTag color="#000" className="extra" style={{ backgroundColor: '#111', margin: 2 }}>
        レーベル
      </ColoredTag>,
    );
    expect(tag().className).toBe('cw-ui-colored-tag cw-ui-colored-tag--light-text extra');
    expect(tag().style.backgroundColor).toBe('#111');
    expect(tag().style.margin).toBe('2px');
  });
});
