import type { AuthorRef, WorkSummary } from '@cw/contract/schemas';
import { authorPath, workPath } from '@cw/paths';
import { linkClassName } from '@cw/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { authorIndexGroups, groupByKanaRow, type KanaGroup } from '../kanaRow';
import { sampleAuthorIndex, sampleWorks } from '../test/storyFixtures';
import { KanaGroupedList } from './KanaGroupedList';
import '@cw/ui/styles.css';
import './catalog.css';

const authorGroups = authorIndexGroups(sampleAuthorIndex());

// Title readings, as the backend keeps them (title_kana); the summaries carry no reading.
const READINGS = [
  'ねことまほうのぱんやさん',
  'てんせいしたらとしょかんのあるじでした',
  'げっかのそーどだんさー',
  'となりのせきのうちゅうじん',
  'ていとあやかしたんていしゃ',
  'ひだまりそうのしき',
  'さいきょうゆうしゃぱんやになる',
  'しんかいとしえてるな',
];
const workGroups: KanaGroup<WorkSummary>[] = groupByKanaRow(
  sampleWorks(READINGS.length)
    .map((work, index) => ({ work, reading: READINGS[index] ?? '' }))
    .sort((a, b) => (a.reading < b.reading ? -1 : 1)),
  (item) => item.reading,
).map((group) => ({ initial: group.initial, items: group.items.map((item) => item.work) }));

function AuthorIndexDemo({ groups }: { groups: KanaGroup<AuthorRef>[] }) {
  return (
    <div style={{ maxWidth: 960 }}>
      <KanaGroupedList
        groups={groups}
        getKey={(author) => author.id}
        renderItem={(author) => (
          <a href={authorPath(author.id)} className={linkClassName()}>
            {author.name}
          </a>
        )}
      />
    </div>
  );
}

const meta = {
  title: 'catalog/KanaGroupedList',
  component: AuthorIndexDemo,
  args: { groups: authorGroups },
} satisfies Meta<typeof AuthorIndexDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The author index (/search/author): rows with authors, empty rows unlinked in the index. */
export const AuthorIndex: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: 'あ行' });
    await expect(within(section).getAllByRole('link')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: 'か行' })).toHaveAttribute('href', '#kana-ka');
    await expect(canvas.queryByRole('link', { name: 'た行' })).toBeNull();
  },
};

export const Empty: Story = { args: { groups: [] } };

/** Every state: authors, titles grouped by reading, nothing. */
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 48, maxWidth: 960 }}>
      <AuthorIndexDemo groups={authorGroups} />
      <KanaGroupedList
        groups={workGroups}
        anchorPrefix="titles"
        headingLevel={3}
        getKey={(work) => work.id}
        renderItem={(work) => (
          <a href={workPath(work.code)} className={linkClassName()}>
            {work.title}
          </a>
        )}
      />
      <AuthorIndexDemo groups={[]} />
    </div>
  ),
};
