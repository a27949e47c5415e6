import type { TopicSummary } from '@cw/contract/schemas';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleTopics } from '../test/storyFixtures';
import { TopicCard, type TopicCardProps } from './TopicCard';
import '@cw/ui/styles.css';
import './catalog.css';

const topics = sampleTopics();

function topicAt(index: number): TopicSummary {
  const topic = topics[index];
  if (!topic) throw new Error(`no sample topic ${index}`);
  return topic;
}

const meta = {
  title: 'catalog/TopicCard',
  component: TopicCard,
  args: { topic: topicAt(0) },
  render: (args: TopicCardProps) => (
    <div style={{ width: args.layout === 'row' ? 560 : 320 }}>
      <TopicCard {...args} />
    </div>
  ),
} satisfies Meta<typeof TopicCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const News: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '/topics/news/1');
    await expect(canvas.getByText('ニュース')).toBeVisible();
    await expect(canvas.getByText('2024/06/15')).toBeVisible();
  },
};

/** A label's topic links under the label. */
export const InLabel: Story = {
  args: { labelCode: 'hoshizora' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveAttribute(
      'href',
      '/label/hoshizora/news/1',
    );
  },
};

export const Row: Story = { args: { layout: 'row' } };

export const MissingThumbnail: Story = {
  args: { topic: { ...topicAt(1), thumbnail: '' } },
};

/** Every kind, as cards and rows. */
export const AllStates: Story = {
  render: (args: TopicCardProps) => (
    <div style={{ display: 'grid', gap: 32, maxWidth: 1080 }}>
      <ul className="cw-cat-topics">
        {topics.map((topic) => (
          <li key={topic.id} className="cw-cat-topics__item">
            <TopicCard {...args} topic={topic} />
          </li>
        ))}
      </ul>
      <ul className="cw-cat-topics cw-cat-topics--list">
        {topics.slice(0, 3).map((topic) => (
          <li key={topic.id} className="cw-cat-topics__item">
            <TopicCard {...args} topic={topic} layout="row" />
          </li>
        ))}
      </ul>
    </div>
  ),
};
