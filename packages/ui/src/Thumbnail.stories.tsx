import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Thumbnail } from './Thumbnail';
import { THUMBNAIL_FALLBACK_SRC } from './thumbnailFallback';
import './styles.css';

// Sample pictures drawn inline, so the stories need no network.
function sample(width: number, height: number, hue: number, label: string): string {
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" fill="hsl(${hue} 60% 55%)"/>`,
    `<circle cx="${width * 0.7}" cy="${height * 0.3}" r="${Math.min(width, height) * 0.15}"`,
    ` fill="hsl(${hue} 80% 85%)"/>`,
    `<text x="50%" y="85%" font-size="${height / 10}" text-anchor="middle" fill="#fff">`,
    `${label}</text></svg>`,
  ].join('');
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const cover = sample(250, 350, 12, '5:7');
const still = sample(320, 180, 210, '16:9');
// A data URI that is not an image: fails to decode without any request.
const broken = 'data:image/png;base64,AAAA';

const meta = {
  title: 'ui/Thumbnail',
  component: Thumbnail,
  args: { ratio: '5:7', src: cover, alt: '表紙' },
  decorators: [
    (Story) => (
      <div style={{ width: 200 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Thumbnail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Cover: Story = {};

export const Still: Story = { args: { ratio: '16:9', src: still, alt: '第1話' } };

export const WithSrcSetAndSources: Story = {
  args: {
    ratio: '16:9',
    src: still,
    srcSet: `${still} 320w`,
    sizes: '(min-width: 768px) 200px, 50vw',
    sources: { webp: `${still} 320w` },
    alt: '第1話',
  },
};

export const MissingSrc: Story = {
  args: { src: null },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: '表紙' });
    await expect(image).toHaveAttribute('src', THUMBNAIL_FALLBACK_SRC['5:7']);
  },
};

export const FailedToLoad: Story = {
  args: { ratio: '16:9', src: broken, alt: '第2話' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: '第2話' })).toHaveAttribute(
        'src',
        THUMBNAIL_FALLBACK_SRC['16:9'],
      ),
    );
  },
};

/** Both ratios loaded, missing and failed, side by side. */
export const AllStates: Story = {
  decorators: [],
  render: () => (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(3, 160px)',
        gap: 16,
        alignItems: 'start',
      }}
    >
      <Thumbnail ratio="5:7" src={cover} alt="5:7 loaded" />
      <Thumbnail ratio="5:7" src={null} alt="5:7 missing" />
      <Thumbnail ratio="5:7" src={broken} alt="5:7 failed" />
      <Thumbnail ratio="16:9" src={still} alt="16:9 loaded" />
      <Thumbnail ratio="16:9" src={undefined} alt="16:9 missing" />
      <Thumbnail ratio="16:9" src={broken} alt="16:9 failed" />
    </div>
  ),
};
