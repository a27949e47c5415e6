import type { Episode } from '@cw/contract/schemas';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  sampleEpisode,
  sampleEpisodes,
  sampleStore,
  sampleVolume,
  sampleWorkEpisodes,
} from '../test/storyFixtures';
import { expectChooserOnPhone } from '../test/storyPhone';
import { ReadButtons, type ReadButtonsProps } from './ReadButtons';
import '@cw/ui/styles.css';
import './episodeList.css';

const episodeHref = (episode: Episode) => `/viewer/${episode.code}`;

// A plain serial of 12 episodes, 20 pages each.
const serial = sampleEpisodes(12);
const stores = [sampleStore('book_walker'), sampleStore('amazon'), sampleStore('honto')];
const soldOnly = serial.slice(0, 3).map((episode) => ({ ...episode, isActive: false, stores }));
const volumes = [sampleVolume(1, { trialCount: 3, stores }), sampleVolume(2, { trialCount: 2 })];
const trialSerial = [sampleEpisode(1, { serviceId: 'web_trial' }), ...serial.slice(1)];

const meta = {
  title: 'episode-list/ReadButtons',
  // Every story is also pictured 390 px wide (apps/storybook/visual/setup.ts).
  parameters: { alsoAtPhone: true },
  component: ReadButtons,
  args: {
    episodes: serial,
    resume: null,
    episodeHref,
    onStoreModalOpen: fn(),
    onStoreClick: fn(),
  },
  // The width of a phone (390px less the page's margins), where the labels must not break.
  render: (args: ReadButtonsProps) => (
    <div style={{ maxWidth: 358 }}>
      <ReadButtons {...args} />
    </div>
  ),
} satisfies Meta<typeof ReadButtons>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No history: from episode 1, the latest beside it. */
export const NewReader: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '第1話を読む' })).toHaveAttribute(
      'href',
      '/viewer/CW_000001_0001_E',
    );
    await expect(canvas.getByRole('link', { name: '最新話を読む' })).toHaveAttribute(
      'href',
      '/viewer/CW_000001_0012_E',
    );
  },
};

/** Episode 1 has ended (and 2 is sold): the first readable one, named by its number. */
export const NewReaderFirstEpisodeEnded: Story = {
  args: { episodes: sampleWorkEpisodes() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: '第3話を読む' })).toBeVisible();
  },
};

/** Mid-episode: back to the page reached. */
export const Resume: Story = {
  args: { resume: { episodeCode: 'CW_000001_0003_E', page: 12 } },
  play: async ({ canvasElement }) => {
    const resume = within(canvasElement).getByRole('link', {
      name: /^続きから読む\s*（第3話 12ページ）$/,
    });
    await expect(resume).toHaveAttribute('href', '/viewer/CW_000001_0003_E?page=12');
  },
};

/** Three-digit numbers still fit one row at 390px. */
export const ResumeLongNumbers: Story = {
  args: {
    episodes: [
      ...serial,
      sampleEpisode(13, {
        internal: { episodeNo: 128, pageCount: 140, episodetype: 'serial', isLatest: true },
      }),
    ],
    resume: { episodeCode: 'CW_000001_0013_E', page: 136 },
  },
};

/** The last page of episode 3 was reached: on to episode 4. */
export const NextEpisode: Story = {
  args: { resume: { episodeCode: 'CW_000001_0003_E', page: 20 } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: /^続きから読む\s*（第4話）$/ }),
    ).toHaveAttribute('href', '/viewer/CW_000001_0004_E');
  },
};

/** Mid-way through the latest episode: no second button to the same place. */
export const ResumeLatest: Story = {
  args: { resume: { episodeCode: 'CW_000001_0012_E', page: 5 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(1);
  },
};

/** The latest episode finished: '最新話を読む' alone. */
export const CaughtUp: Story = {
  args: { resume: { episodeCode: 'CW_000001_0012_E', page: 20 } },
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(['最新話を読む']);
  },
};

/** History not known yet: a placeholder of the button's size, no label that may be wrong. */
export const Loading: Story = {
  args: { resume: 'loading' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText(/第1話/)).toBeNull();
    const placeholder = canvasElement.querySelector('.cw-el-read__pending') as HTMLElement;
    const latest = canvas.getByRole('link', { name: '最新話を読む' });
    await expect(placeholder.getBoundingClientRect().height).toBe(
      latest.getBoundingClientRect().height,
    );
  },
};

/** A trial chapter among the episodes, resumed. */
export const TrialResume: Story = {
  args: { episodes: trialSerial, resume: { episodeCode: 'CW_000001_0001_E', page: 4 } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: /^続きから試し読み\s*（第1話 4ページ）$/ }),
    ).toBeVisible();
  },
};

/** Only volumes: the first volume's first trial chapter. */
export const ComicsOnly: Story = {
  args: { episodes: [], volumes },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: '試し読み' })).toHaveAttribute(
      'href',
      `/viewer/${volumes[0]?.episodes[0]?.code}`,
    );
  },
};

/**
 * Every episode is sold in stores: 'ストアで購入' opens the chooser for the first one, and the
 * story rests on it open.
 */
export const StoreOnly: Story = {
  args: { episodes: soldOnly },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'ストアで購入' }));
    await canvas.findByRole('dialog', {
      name: 'ストアを選択',
      description: '第1話 見習い魔女、パン屋を開く',
    });
    await expect(args.onStoreModalOpen).toHaveBeenCalledOnce();
  },
};

/** The same on a phone 390px wide: the chooser on the screen. */
export const StoreOnlyPhone: Story = {
  name: 'store only (phone)',
  args: { episodes: soldOnly },
  globals: { viewport: { value: 'phone390', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'ストアで購入' }));
    await expectChooserOnPhone(await canvas.findByRole('dialog', { name: 'ストアを選択' }));
  },
};

/** Every variant at phone width: nothing wraps inside a word, nothing is cut. */
export const AllStates: Story = {
  render: (args: ReadButtonsProps) => {
    const states: [string, Partial<ReadButtonsProps>][] = [
      ['new', {}],
      ['first-ended', { episodes: sampleWorkEpisodes() }],
      ['loading', { resume: 'loading' }],
      ['resume', { resume: { episodeCode: 'CW_000001_0003_E', page: 12 } }],
      ['resume-long', ResumeLongNumbers.args as Partial<ReadButtonsProps>],
      ['next', { resume: { episodeCode: 'CW_000001_0003_E', page: 20 } }],
      ['resume-latest', { resume: { episodeCode: 'CW_000001_0012_E', page: 5 } }],
      ['caught-up', { resume: { episodeCode: 'CW_000001_0012_E', page: 20 } }],
      ['trial', { episodes: trialSerial }],
      ['trial-resume', TrialResume.args as Partial<ReadButtonsProps>],
      ['comics-only', { episodes: [], volumes }],
      ['store-only', { episodes: soldOnly }],
    ];
    return (
      <div style={{ display: 'grid', gap: 16, maxWidth: 358 }}>
        {states.map(([key, props]) => (
          <ReadButtons key={key} {...args} {...props} />
        ))}
      </div>
    );
  },
};
