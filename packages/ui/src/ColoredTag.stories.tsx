import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ColoredTag } from './ColoredTag';
import { contrastRatio, readableBackground, TEXT_TONE_COLORS } from './readableBackground';
import { hslLightness, isHexColor, textColorOn } from './textColorOn';
import './styles.css';

const meta = {
  title: 'ui/ColoredTag',
  component: ColoredTag,
  args: { color: '#E60012', children: 'レーベル' },
} satisfies Meta<typeof ColoredTag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DarkBackground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('レーベル')).toHaveAttribute('data-tone', 'light');
  },
};

export const LightBackground: Story = {
  args: { color: '#FFF3B0' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('レーベル')).toHaveAttribute('data-tone', 'dark');
  },
};

export const InvalidColour: Story = { args: { color: 'not-a-colour' } };

const SAMPLES = [
  '#000000',
  '#E60012',
  '#0068B7',
  '#00A040',
  '#FFD900',
  '#ff5656',
  '#ff5757',
  '#aaaaaa',
  '#abaaaa',
  '#ababab',
  '#FFF3B0',
  '#ffffff',
  'invalid',
];

/** The drawn background and its contrast with the chip's text, e.g. `→ #767676 4.54:1`. */
function drawn(color: string): string {
  if (!isHexColor(color)) return '';
  const tone = textColorOn(color);
  const background = readableBackground(color, tone);
  const ratio = contrastRatio(background, TEXT_TONE_COLORS[tone]).toFixed(2);
  return background === color.toLowerCase() ? `${ratio}:1` : `→ ${background} ${ratio}:1`;
}

/**
 * Colours around the 0.67 lightness threshold, with their HSL lightness, and the background
 * actually drawn when the chosen text would read below WCAG AA 4.5:1 on the colour itself.
 */
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {SAMPLES.map((color) => (
        <ColoredTag key={color} color={color}>
          {color} {color === 'invalid' ? '' : `L=${hslLightness(color).toFixed(4)} ${drawn(color)}`}
        </ColoredTag>
      ))}
    </div>
  ),
};

/** Label colours Lighthouse failed with white text (3.4:1, 2.53:1, 2.59:1). */
const MID_LIGHT = [
  ['#5b9a4a', '#4d833f'],
  ['#7fa7c9', '#477ba8'],
  ['#90a4ae', '#627a86'],
] as const;

/**
 * Mid-light label colours: lightness below 0.67, so white text by the spec, but white reads
 * on them below WCAG AA. Each shows the label colour as data gives it (swatch) and the chip
 * as drawn: the same hue darkened just enough for white text to reach 4.5:1.
 */
export const MidLightColours: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
      {MID_LIGHT.map(([color]) => (
        <div key={color} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          <span
            aria-hidden="true"
            style={{ width: 24, height: 24, borderRadius: 4, backgroundColor: color }}
          />
          <ColoredTag color={color}>
            {color} {drawn(color)}
          </ColoredTag>
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const tags = canvasElement.querySelectorAll<HTMLElement>('[data-slot="colored-tag"]');
    await expect(tags).toHaveLength(MID_LIGHT.length);
    for (const [index, [, adjusted]] of MID_LIGHT.entries()) {
      const tag = tags[index];
      await expect(tag).toHaveAttribute('data-tone', 'light');
      // Browsers serialise colours as rgb(); compare the computed background.
      const [r, g, b] = [1, 3, 5].map((start) =>
        Number.parseInt(adjusted.slice(start, start + 2), 16),
      );
      await expect(tag).toHaveStyle({ backgroundColor: `rgb(${r}, ${g}, ${b})` });
    }
  },
};
