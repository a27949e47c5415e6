import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heading } from './Heading';
import './styles.css';

const meta = {
  title: 'ui/Heading',
  component: Heading,
  args: { level: 2, children: '今日の更新' },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Level2: Story = {};

/** Every level, including one beyond 6 that renders as h6 and logs an error. */
export const AllStates: Story = {
  render: () => (
    <div>
      {[1, 2, 3, 4, 5, 6, 7].map((level) => (
        <Heading key={level} level={level}>
          見出しレベル {level}
        </Heading>
      ))}
    </div>
  ),
};
