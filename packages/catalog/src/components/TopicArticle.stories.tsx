import type { Topic, TopicSummary } from '@cw/contract/schemas';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleTopics, sampleWorks } from '../test/storyFixtures';
import { TopicArticle, type TopicArticleProps } from './TopicArticle';
import { WorkGrid } from './WorkGrid';
import '@cw/ui/styles.css';
import './catalog.css';

const topics = sampleTopics();

function withBody(index: number, body: string): Topic {
  const topic: TopicSummary | undefined = topics[index];
  if (!topic) throw new Error(`no sample topic ${index}`);
  return { ...topic, body };
}

const NEWS_BODY = [
  '大人気連載『ねこと魔法のパン屋さん』のTVアニメ化が決定しました！',
  '',
  '放送時期やキャストなどの続報は、[作品ページ](/detail/CW_000001_S)と公式Xでお知らせします。',
  '',
  '## 原作コミックス',
  '',
  '- 第1巻〜第8巻 好評発売中',
  '- 第9巻 7月5日発売予定',
].join('\n');

const FAIR_BODY = [
  '**対象作品が最大10話無料！** 夏のマンガ祭りを開催中です。',
  '',
  '## 開催期間',
  '',
  '2024年6月15日（土）〜7月15日（月・祝）',
  '',
  '## 参加方法',
  '',
  '1. 下の対象作品から気になる作品を選ぶ',
  '2. 無料話を読む',
  '3. 続きはお好きなストアで',
].join('\n');

const LONG_BODY = [
  '『月下のソードダンサー』の作者、上田ソラ先生にお話を伺いました。',
  '',
  '## 連載のきっかけ',
  '',
  ...Array.from({ length: 4 }, (_, index) =>
    [
      `――${index + 1}つ目の質問です。この作品を描こうと思ったきっかけを教えてください。`,
      '',
      '上田：子どものころから剣劇と舞台が好きで、その二つを一緒に描けないかとずっと考えていました。担当さんと話しているうちに、月の光の下でだけ剣を振るう踊り子という主人公が生まれたんです。連載が始まってからは、読者の皆さんの感想に毎週励まされています。',
      '',
    ].join('\n'),
  ),
  '### 制作の裏側',
  '',
  '> 「ネームは毎回三回は描き直します。踊りの動きを一枚の絵で伝えるのが、いちばん難しいところです。」',
  '',
  '## これからの展開',
  '',
  '- 第2部は秋から開始予定',
  '- 単行本第5巻は8月発売',
  '- 公式サイトで[特製壁紙](https://example.com/wallpaper)を配布中',
  '',
  '---',
  '',
  '上田ソラ先生の作品は[作者ページ](/search/author/3)からどうぞ。',
].join('\n');

const meta = {
  title: 'catalog/TopicArticle',
  component: TopicArticle,
  args: { topic: withBody(0, NEWS_BODY) },
  render: (args: TopicArticleProps) => (
    <div style={{ maxWidth: 720 }}>
      <TopicArticle {...args} />
    </div>
  ),
} satisfies Meta<typeof TopicArticle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const News: Story = {
  play: async ({ canvasElement }) => {
    const article = within(canvasElement).getByRole('article');
    await expect(
      within(article).getByRole('heading', { level: 1, name: topics[0]?.title }),
    ).toBeVisible();
    await expect(within(article).getByText('ニュース')).toBeVisible();
    await expect(within(article).getByText('2024年6月15日')).toBeVisible();
    await expect(
      within(article).getByRole('heading', { level: 2, name: '原作コミックス' }),
    ).toBeVisible();
  },
};

/** A label's fair: the label named beside the kind, its works after the body. */
export const FairInLabel: Story = {
  args: {
    topic: { ...withBody(1, FAIR_BODY), labelId: 1 },
    labelName: 'コミック星空',
    children: <WorkGrid heading="対象作品" works={sampleWorks(6)} showLabel={false} />,
  },
  play: async ({ canvasElement }) => {
    const article = within(canvasElement).getByRole('article');
    await expect(within(article).getByText('フェア')).toBeVisible();
    await expect(within(article).getByText('コミック星空')).toBeVisible();
    await expect(within(article).getByRole('region', { name: '対象作品' })).toBeVisible();
  },
};

/** An interview: many paragraphs, nested headings, a quote, a rule and links. */
export const LongBody: Story = {
  args: { topic: withBody(4, LONG_BODY) },
};

/** The thumbnail failed to load: the 16:9 fallback keeps its place. */
export const BrokenThumbnail: Story = {
  args: { topic: { ...withBody(2, NEWS_BODY), thumbnail: '/v3/media/topics/missing.png' } },
};

/** Every kind, the article under a page heading (`headingLevel` 2). */
export const AllStates: Story = {
  render: (args: TopicArticleProps) => (
    <div style={{ display: 'grid', gap: 48, maxWidth: 720 }}>
      {topics.slice(0, 5).map((topic, index) => (
        <TopicArticle
          {...args}
          key={topic.id}
          topic={withBody(index, index === 1 ? FAIR_BODY : NEWS_BODY)}
          labelName={index % 2 === 1 ? 'コミック星空' : undefined}
          headingLevel={2}
        />
      ))}
    </div>
  ),
};
