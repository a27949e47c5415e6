import type { Label } from '@cw/contract/schemas';
import { Button } from '@cw/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleLabels } from '../test/storyFixtures';
import { LabelHeader, type LabelHeaderProps } from './LabelHeader';
import '@cw/ui/styles.css';
import './catalog.css';

const labels = sampleLabels();
function label(code: string): Label {
  const found = labels.find((item) => item.code === code);
  if (!found) throw new Error(`no sample label ${code}`);
  return found;
}

const meta = {
  title: 'catalog/LabelHeader',
  component: LabelHeader,
  args: {
    label: label('hoshizora'),
    followerCount: 12345,
    followButton: <Button variant="secondary">フォローする</Button>,
  },
  render: (args: LabelHeaderProps) => (
    <div style={{ maxWidth: 960 }}>
      <LabelHeader {...args} />
    </div>
  ),
} satisfies Meta<typeof LabelHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A dark label colour: light text. */
export const DarkColour: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('コミック星空');
    await expect(canvas.getByText('フォロワー 12,345人')).toBeVisible();
    await expect(canvasElement.querySelector('header')).toHaveAttribute('data-tone', 'light');
  },
};

/** A light label colour: dark text. */
export const LightColour: Story = {
  args: { label: label('yorimichi') },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('header')).toHaveAttribute('data-tone', 'dark');
  },
};

export const WithoutFollowers: Story = {
  args: { followerCount: undefined, followButton: undefined },
};

/** Every label's colour, with and without count and button. */
export const AllStates: Story = {
  render: (args: LabelHeaderProps) => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 960 }}>
      {labels.map((item, index) => (
        <LabelHeader
          key={item.id}
          {...args}
          label={item}
          headingLevel={2}
          followerCount={index % 3 === 2 ? undefined : index * 1234}
          followButton={index % 2 === 0 ? args.followButton : undefined}
        />
      ))}
      <LabelHeader
        {...args}
        headingLevel={2}
        label={{ ...label('hoshizora'), color: 'blue', description: '' }}
      />
    </div>
  ),
};
