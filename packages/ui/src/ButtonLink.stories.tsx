import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ButtonLink } from './ButtonLink';
import { BUTTON_SIZES, BUTTON_VARIANTS } from './buttonClassName';
import './styles.css';

const meta = {
  title: 'ui/ButtonLink',
  component: ButtonLink,
  args: { href: '#read', children: '最新話を読む' },
  argTypes: {
    variant: { control: 'inline-radio', options: BUTTON_VARIANTS },
    size: { control: 'inline-radio', options: BUTTON_SIZES },
  },
} satisfies Meta<typeof ButtonLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: '最新話を読む' });
    await expect(link).toHaveAttribute('href', '#read');
  },
};

export const ExternalNewTab: Story = {
  args: {
    href: 'https://example.com',
    target: '_blank',
    rel: 'noopener',
    variant: 'secondary',
    children: '外部サイトで見る',
  },
};

/** Every variant in every size. */
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {BUTTON_VARIANTS.map((variant) => (
        <div key={variant} style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
          {BUTTON_SIZES.map((size) => (
            <ButtonLink key={size} {...args} variant={variant} size={size}>
              {variant} {size}
            </ButtonLink>
          ))}
        </div>
      ))}
      <ButtonLink {...args} fullWidth>
        fullWidth
      </ButtonLink>
    </div>
  ),
};
