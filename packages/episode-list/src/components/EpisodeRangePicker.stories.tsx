import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EPISODE_RANGE_SIZE, type EpisodeRange } from '../episodeRanges';
import { episodeRangeText } from '../text';
import { EpisodeRangePicker, type EpisodeRangePickerProps } from './EpisodeRangePicker';
import '@cw/ui/styles.css';
import './episodeList.css';

/** The ranges of a list of `count` episodes, in the order of the sort. */
function rangesOf(count: number, order: 'first' | 'latest' = 'first'): EpisodeRange[] {
  const ranges = Array.from({ length: Math.ceil(count / EPISODE_RANGE_SIZE) }, (_, index) => {
    const start = index * EPISODE_RANGE_SIZE + 1;
    const end = Math.min(start + EPISODE_RANGE_SIZE - 1, count);
    return { start, end, label: episodeRangeText(start, end) };
  });
  return order === 'latest' ? ranges.reverse() : ranges;
}

/** The picker at the width of the episode list on a phone. */
function Demo(props: EpisodeRangePickerProps) {
  return (
    <div style={{ maxWidth: 358 }}>
      <EpisodeRangePicker {...props} />
    </div>
  );
}

const meta = {
  title: 'episode-list/EpisodeRangePicker',
  component: EpisodeRangePicker,
  args: { ranges: rangesOf(213), onSelect: fn(), onJump: fn() },
  render: (args: EpisodeRangePickerProps) => <Demo {...args} />,
} satisfies Meta<typeof EpisodeRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 213 episodes from episode 1: a range button goes to its first episode. */
export const FromFirst: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '151〜200話' }));
    await expect(args.onSelect).toHaveBeenCalledWith(151);
  },
};

/** Sorted from the latest: the newest range first. */
export const FromLatest: Story = {
  args: { ranges: rangesOf(213, 'latest') },
};

/** '話数を指定' then '移動'. */
export const Jump: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('spinbutton', { name: '話数を指定' }), '120');
    await userEvent.click(canvas.getByRole('button', { name: '移動' }));
    await expect(args.onJump).toHaveBeenCalledWith(120);
  },
};

/** A thousand episodes: twenty ranges wrap in rows at phone width, none breaks inside. */
export const ManyRanges: Story = {
  args: { ranges: rangesOf(1000) },
};

export const AllStates: Story = {
  render: (args: EpisodeRangePickerProps) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <Demo {...args} />
      <Demo {...args} ranges={rangesOf(213, 'latest')} />
      <Demo {...args} ranges={rangesOf(1000)} />
    </div>
  ),
};
