import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import { readableBackground } from './readableBackground';
import { isHexColor, textColorOn } from './textColorOn';

export type ColoredTagProps = ComponentProps<'span'> & {
  /** Background as a hex colour (`#rrggbb` or `#rgb`); anything else falls back to neutral. */
  color: string;
};

/**
 * A chip on a data-supplied background colour (an imprint's brand colour, a category
 * colour) whose text turns dark or light by `textColorOn` (spec §9, lightness 0.67). The
 * background is `readableBackground` of the colour: the colour itself when the chosen text
 * reads on it at WCAG AA (above 4.5:1), otherwise the same hue just dark or light enough,
 * since the lightness rule alone leaves white text on mid-light colours such as `#7fa7c9`
 * at 2.5:1. The tone is still decided on the original colour. A colour that is not a hex
 * colour renders the neutral chip instead of failing the page, since the colour comes
 * from data. `style.backgroundColor` still overrides the background.
 *
 * @example
 * <ColoredTag color="#E60012">カドカワ</ColoredTag>
 */
export function ColoredTag({ color, className, style, ...props }: ColoredTagProps) {
  const tone = isHexColor(color) ? textColorOn(color) : undefined;
  return (
    <span
      data-slot="colored-tag"
      data-tone={tone}
      className={clsx(
        'cw-ui-colored-tag',
        tone === 'dark' && 'cw-ui-colored-tag--dark-text',
        tone === 'light' && 'cw-ui-colored-tag--light-text',
        className,
      )}
      style={
        tone
          ? {
              backgroundColor: readableBackground(color, tone),
              ...style,
            }
          : style
      }
      {...props}
    />
  );
}
