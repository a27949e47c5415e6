import type { Meta, StoryObj } from '@storybook/react-vite';
import { BADGE_VARIANTS, Badge } from './Badge';
import './styles.css';

const meta = {
  title: 'ui/Badge',
  component: Badge,
  args: { children: '最新UP!', variant: 'new' },
  argTypes: { variant: { control: 'inline-radio', options: BADGE_VARIANTS } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const New: Story = {};

export const Accent: Story = { args: { variant: 'accent', children: '無料話増量中' } };

export const Muted: Story = { args: { variant: 'muted', children: '完結' } };

/** Every variant, with short and long text. */
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      {BADGE_VARIANTS.map((variant) => (
        <div key={variant} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <Badge variant={variant}>{variant}</Badge>
          <Badge variant={variant}>最新UP!</Badge>
          <Badge variant={variant}>無料話増量中</Badge>
        </div>
      ))}
    </div>
  ),
};
