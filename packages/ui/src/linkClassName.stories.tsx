import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ColoredTag } from './ColoredTag';
import { LINK_VARIANTS, linkClassName } from './linkClassName';
import './styles.css';

function LinkSample({ variant }: { variant: (typeof LINK_VARIANTS)[number] }) {
  return (
    <a href="#link" className={linkClassName({ variant })}>
      {variant} のリンク
    </a>
  );
}

const meta = {
  title: 'ui/Link',
  component: LinkSample,
  args: { variant: 'standalone' },
  argTypes: { variant: { control: 'inline-radio', options: LINK_VARIANTS } },
} satisfies Meta<typeof LinkSample>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A link on its own: the link colour, underlined on hover and keyboard focus. */
export const Standalone: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(getComputedStyle(link).textDecorationLine).toBe('none');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(getComputedStyle(link).textDecorationLine).toBe('underline');
  },
};

const CHIP_COLOURS = ['#E60012', '#2b4c9b', '#7fa7c9', '#FFF3B0', '#00A040'];

/**
 * Every variant: standalone links in a list (authors, tags), an inline link in running text,
 * chip links on label colours (the chip's own text colour, never the link blue), and an anchor
 * with no class, which the stylesheet's base layer gives the text colour.
 */
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 480 }}>
      <ul style={{ display: 'flex', gap: 12, margin: 0, padding: 0, listStyle: 'none' }}>
        <li>
          原作：
          <a href="#author" className={linkClassName()}>
            上田ソラ
          </a>
        </li>
        <li>
          <a href="#tag" className={linkClassName()}>
            #異世界
          </a>
        </li>
        <li>
          <a href="#more" className={linkClassName()}>
            もっと見る
          </a>
        </li>
      </ul>
      <p style={{ margin: 0 }}>
        対象作品は
        <a href="#fair" className={linkClassName({ variant: 'inline' })}>
          フェア特設ページ
        </a>
        をご覧ください。
      </p>
      <p style={{ display: 'flex', flexWrap: 'wrap', gap: 8, margin: 0 }}>
        {CHIP_COLOURS.map((color) => (
          <ColoredTag key={color} color={color}>
            <a href={`#label-${color}`} className={linkClassName({ variant: 'chip' })}>
              レーベル {color}
            </a>
          </ColoredTag>
        ))}
      </p>
      <p style={{ margin: 0 }}>
        クラスのないリンク：<a href="#bare">利用規約</a>
      </p>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bare = canvas.getByRole('link', { name: '利用規約' });
    // The base layer: the colour of the text around it, not the browser's blue.
    await expect(getComputedStyle(bare).color).toBe(
      getComputedStyle(bare.parentElement as HTMLElement).color,
    );
    for (const chip of canvasElement.querySelectorAll<HTMLElement>('[data-slot="colored-tag"]')) {
      const link = within(chip).getByRole('link');
      await expect(getComputedStyle(link).color).toBe(getComputedStyle(chip).color);
    }
    const inline = canvas.getByRole('link', { name: 'フェア特設ページ' });
    await expect(getComputedStyle(inline).textDecorationLine).toBe('underline');
  },
};
