import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ColoredTag } from './ColoredTag';
import { hslLightness } from './textColorOn';
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

/** Colours around the 0.67 lightness threshold, with their HSL lightness. */
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {SAMPLES.map((color) => (
        <ColoredTag key={color} color={color}>
          {color} {color === 'invalid' ? '' : `L=${hslLightness(color).toFixed(4)}`}
        </ColoredTag>
      ))}
    </div>
  ),
};
