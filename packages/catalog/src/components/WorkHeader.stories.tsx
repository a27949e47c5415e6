import type { Work, WorkSummary } from '@cw/contract/schemas';
import { buildTag, buildWork } from '@cw/fixtures';
import { Button, ButtonLink, ShareButton } from '@cw/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleWork } from '../test/storyFixtures';
import { clippedElements, PHONE_390 } from '../test/storyViewport';
import { WorkHeader, type WorkHeaderProps } from './WorkHeader';
import '@cw/ui/styles.css';
import './catalog.css';

/** The full catalog record of sample work `id`, as the work page receives it. */
function sampleWorkDetail(id: number, overrides: Partial<WorkSummary & Work> = {}): Work {
  const { latestEpisode: _latest, ...summary } = sampleWork(id, overrides);
  return buildWork(id, {
    ...summary,
    nextUpdateDateText: '毎週金曜更新',
    isOriginal: true,
    tags: [
      buildTag(1, { name: '魔法' }),
      buildTag(2, { name: 'グルメ' }),
      buildTag(3, { name: '癒し' }),
    ],
    summary: '小さな町のパン屋で、見習い魔女が今日も焼きたてを届ける。',
    ...overrides,
  });
}

const buttons = (work: Work) => ({
  followButton: <Button variant="secondary">フォローする</Button>,
  shareButton: <ShareButton url={`https://comic.example/detail/${work.code}`} title={work.title} />,
  readButtons: (
    <ButtonLink href={`/viewer/${work.code}_0001_E`} fullWidth>
      第1話を読む
    </ButtonLink>
  ),
});

const work = sampleWorkDetail(1);

const meta = {
  title: 'catalog/WorkHeader',
  // Every story is also pictured 390 px wide (apps/storybook/visual/setup.ts).
  parameters: { alsoAtPhone: true },
  component: WorkHeader,
  args: { work, ...buttons(work) },
  render: (args: WorkHeaderProps) => (
    <div style={{ maxWidth: 1024 }}>
      <WorkHeader {...args} />
    </div>
  ),
} satisfies Meta<typeof WorkHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An ongoing serial with its tags, the follow, share and read buttons. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(work.title);
    await expect(canvas.getByRole('img', { name: `${work.title}の表紙` })).toBeVisible();
    await expect(canvas.getByRole('link', { name: work.labelInfo.name })).toHaveAttribute(
      'href',
      `/label/${work.labelInfo.code}`,
    );
    await expect(canvas.getByRole('link', { name: '#魔法' })).toHaveAttribute(
      'href',
      '/search/tag/1',
    );
    await expect(canvas.getByText('連載中')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'フォローする' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '第1話を読む' })).toBeVisible();
  },
};

/** A title long enough to wrap over several lines, on a phone: nothing is cut off. */
export const LongTitle: Story = {
  ...PHONE_390,
  args: {
    work: sampleWorkDetail(2, {
      title:
        '転生したら王立図書館の司書だったので、禁書の棚から世界を救う方法を探してみることにしました〜SupercalifragilisticexpialidociousEdition〜',
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(clippedElements(canvasElement, 'h1')).toEqual([]);
  },
};

/**
 * On a phone 390px wide, drawn as the app draws it (Storybook loads the app's base CSS): the
 * full-width 第1話を読む keeps to the column, nothing is wider than the window, and the page
 * is Japanese, in the site's sans-serif stack.
 */
export const Phone390: Story = {
  ...PHONE_390,
  play: async ({ canvasElement }) => {
    const page = document.documentElement;
    await expect(window.innerWidth).toBe(390);
    await expect(page.lang).toBe('ja');
    const siteFont = getComputedStyle(page).getPropertyValue('--cw-ui-font-family');
    await expect(siteFont).toMatch(/^\s*system-ui,[\s\S]*sans-serif$/);
    await expect(getComputedStyle(document.body).fontFamily).toBe(
      siteFont.trim().replaceAll(/\s+/g, ' '),
    );
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
    const read = within(canvasElement).getByRole('link', { name: '第1話を読む' });
    await expect(read.getBoundingClientRect().right).toBeLessThanOrEqual(
      canvasElement.getBoundingClientRect().right,
    );
  },
};

/** A work without tags: no empty tag list. */
export const WithoutTags: Story = {
  args: { work: sampleWorkDetail(1, { tags: [] }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('list', { name: 'タグ' })).toBeNull();
  },
};

/** A one-shot: 読切 beside where it stands. */
export const OneShot: Story = {
  args: { work: sampleWorkDetail(7, { serializationStatus: 'completed' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('読切')).toBeVisible();
  },
};

/** A completed serial. */
export const Completed: Story = {
  args: { work: sampleWorkDetail(5) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('完結')).toBeVisible();
  },
};

/** An English work: `EN`, read as 英語版. */
export const English: Story = {
  args: { work: sampleWorkDetail(4) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('EN')).toBeVisible();
    await expect(canvas.getByText('英語版')).toBeInTheDocument();
  },
};

/** A Traditional Chinese work: `繁中`, read as 繁体字中国語版. */
export const TraditionalChinese: Story = {
  args: { work: sampleWorkDetail(6) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('繁中')).toBeVisible();
    await expect(canvas.getByText('繁体字中国語版')).toBeInTheDocument();
  },
};

/** Before the app hands in its buttons (or where it has none): the details alone. */
export const WithoutButtons: Story = {
  args: { followButton: undefined, shareButton: undefined, readButtons: undefined },
};

/** Every state above, one under the other, for review. */
export const AllStates: Story = {
  render: (args: WorkHeaderProps) => {
    const works = [
      sampleWorkDetail(1),
      sampleWorkDetail(2, {
        title:
          '転生したら王立図書館の司書だったので、禁書の棚から世界を救う方法を探してみることにしました',
      }),
      sampleWorkDetail(3, { tags: [] }),
      sampleWorkDetail(7, { serializationStatus: 'completed' }),
      sampleWorkDetail(5),
      sampleWorkDetail(11),
      sampleWorkDetail(4),
      sampleWorkDetail(6),
    ];
    return (
      <div style={{ display: 'grid', gap: 32, maxWidth: 1024 }}>
        {works.map((item) => (
          <WorkHeader key={item.id} {...args} {...buttons(item)} work={item} headingLevel={2} />
        ))}
      </div>
    );
  },
};
