import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ENGLISH, TRADITIONAL_CHINESE } from '../test/storyLocale';
import { ViewerDirectionHint, type ViewerDirectionHintProps } from './ViewerDirectionHint';
import '@cw/ui/styles.css';
import './viewer.css';

/** The hint over a phone-sized dark page, as the viewer lays it. */
function Frame(props: ViewerDirectionHintProps) {
  return (
    <div style={{ position: 'relative', width: 390, height: 640, background: '#141414' }}>
      <ViewerDirectionHint {...props} />
    </div>
  );
}

const meta = {
  title: 'viewer/ViewerDirectionHint',
  component: ViewerDirectionHint,
  render: (args: ViewerDirectionHintProps) => <Frame {...args} />,
  args: { scrollType: 'rtl' },
} satisfies Meta<typeof ViewerDirectionHint>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Japanese manga: the next page lies to the left. */
export const RightToLeft: Story = {
  play: async ({ canvasElement }) => {
    const hint = within(canvasElement).getByRole('status');
    await expect(hint).toHaveTextContent('左へ読み進めます');
    await expect(hint).toHaveTextContent('左側をタップ、または右へスワイプで次のページへ');
  },
};

/** Left-to-right books: the mirror. */
export const LeftToRight: Story = {
  args: { scrollType: 'ltr' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('右へ読み進めます');
  },
};

/** A vertical strip (縦読み): scroll down. */
export const Vertical: Story = {
  args: { scrollType: 'vsc' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('下へ読み進めます');
  },
};

/** Every state side by side. */
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
      <Frame scrollType="rtl" />
      <Frame scrollType="ltr" />
      <Frame scrollType="vsc" />
    </div>
  ),
};

/** English (/en): every hint, on a phone-sized page. */
export const English: Story = {
  ...AllStates,
  parameters: ENGLISH,
  play: async ({ canvasElement }) => {
    const hints = within(canvasElement).getAllByRole('status');
    await expect(hints[0]).toHaveTextContent('Read from right to left');
    await expect(hints[1]).toHaveTextContent('Read from left to right');
    await expect(hints[2]).toHaveTextContent('Scroll down to read');
  },
};

/** Traditional Chinese (/tw): every hint. */
export const TraditionalChinese: Story = {
  ...AllStates,
  parameters: TRADITIONAL_CHINESE,
  play: async ({ canvasElement }) => {
    const hints = within(canvasElement).getAllByRole('status');
    await expect(hints[0]).toHaveTextContent('由右往左閱讀');
    await expect(hints[2]).toHaveTextContent('向下捲動閱讀');
  },
};
