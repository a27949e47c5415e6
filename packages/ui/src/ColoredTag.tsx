import type { ComponentProps } from 'react';
import { cx } from './cx';
import { isHexColor, textColorOn } from './textColorOn';

export type ColoredTagProps = ComponentProps<'span'> & {
  /** Background as a hex colour (`#rrggbb` or `#rgb`); anything else falls back to neutral. */
  color: string;
};

/**
 * A chip on a data-supplied background colour (an imprint's brand colour, a category
 * colour) whose text turns dark or light by `textColorOn`. A colour that is not a hex
 * colour renders the neutral chip instead of failing the page, since the colour comes
 * from data.
 *
 * @example
 * <ColoredTag color="#E60012">カドカワ</ColoredTag>
 */
export function ColoredTag({ color, className, style, ...props }: ColoredTagProps) {
  const tone = isHexColor(color) ? textColorOn(color) : undefined;
  const background = color.trim();
  return (
    <span
      data-slot="colored-tag"
      data-tone={tone}
      className={cx(
        'cw-ui-colored-tag',
        tone === 'dark' && 'cw-ui-colored-tag--dark-text',
        tone === 'light' && 'cw-ui-colored-tag--light-text',
        className,
      )}
      style={
        tone
          ? {
              backgroundColor: background.startsWith('#') ? background : `#${background}`,
              ...style,
            }
          : style
      }
      {...props}
    />
  );
}
