import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ColoredTag } from './ColoredTag';
import { contrastRatio, TEXT_TONE_COLORS } from './readableBackground';

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
    // White reads on it at 4.8:1, so the colour stays (written as lower-case #rrggbb).
    expect(tag().style.backgroundColor).toBe('#e60012');
  });

  it('takes dark text on a light background', () => {
    render(<ColoredTag color="#ababab">レーベル</ColoredTag>);
    expect(tag().getAttribute('data-tone')).toBe('dark');
    expect(tag().className).toContain('cw-ui-colored-tag--dark-text');
    expect(tag().style.backgroundColor).toBe('#ababab');
  });

  it.each([
    ['#5b9a4a', '#4d833f'],
    ['#7fa7c9', '#477ba8'],
    ['#90a4ae', '#627a86'],
  ])('darkens mid-light %s to %s so its light text reads at WCAG AA', (color, adjusted) => {
    render(<ColoredTag color={color}>レーベル</ColoredTag>);
    expect(tag().getAttribute('data-tone')).toBe('light');
    expect(tag().className).toBe('cw-ui-colored-tag cw-ui-colored-tag--light-text');
    expect(tag().getAttribute('style')).toBe(`background-color: ${adjusted};`);
    expect(contrastRatio(adjusted, TEXT_TONE_COLORS.light)).toBeGreaterThan(4.5);
  });

  it('lightens a light colour whose dark text would not read, keeping the dark tone', () => {
    render(<ColoredTag color="#5757ff">レーベル</ColoredTag>);
    expect(tag().getAttribute('data-tone')).toBe('dark');
    const background = tag().style.backgroundColor;
    expect(background).not.toBe('#5757ff');
    expect(contrastRatio(background, TEXT_TONE_COLORS.dark)).toBeGreaterThan(4.5);
  });

  it('adds the missing # to the background', () => {
    render(<ColoredTag color=" 0068B7 ">レーベル</ColoredTag>);
    expect(tag().style.backgroundColor).toBe('#0068b7');
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
