import { WorkGrid, WorkHeader } from '@cw/catalog/components';
import type { EpisodeType, RelatedProduct, WorkDetailResponse } from '@cw/contract/schemas';
import { EpisodeList, PurchaseLinks, ReadButtons } from '@cw/episode-list/components';
import { buildTag, buildVolume, buildWork, buildWorkSummary } from '@cw/fixtures';
import { viewerPath, workPath } from '@cw/paths';
import { Button, linkClassName, ShareButton } from '@cw/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import {
  STORY_NOW,
  sampleEpisodes,
  sampleStore,
} from '../../../packages/episode-list/src/test/storyFixtures';
import { drawnImage } from './drawnImage';
import '@cw/catalog/styles.css';
import '@cw/episode-list/styles.css';
// The page's own layout is the app's (`.cw-detail`, `.cw-module`): the same stylesheet.
import '../../web/app/globals.css';

const WORK_TITLE = 'ねこと魔法のパン屋さん';
const STORES = (['book_walker', 'amazon', 'honto'] as const).map(sampleStore);

const cover = (id: number, label: string) =>
  drawnImage({ width: 250, height: 350, hue: (id * 53 + 20) % 360, label });

/** The work page's data as `GET /detail/{workCode}` answers it, built from the wire fixtures. */
function workDetail(): WorkDetailResponse & { products: RelatedProduct[] } {
  const work = buildWork(1, {
    title: WORK_TITLE,
    thumbnail: cover(1, 'パン屋'),
    summary:
      '小さな町のパン屋で、見習い魔女のリコが今日も焼きたてを届ける。黒猫ノワールと師匠のレシピ帳を頼りに、町の人たちの小さな願いをパンに込めて。',
    nextUpdateDateText: '毎月第2・第4金曜日更新',
    tags: [buildTag(1, { name: '魔法' }), buildTag(2, { name: 'グルメ' })],
    followerCount: 12_345,
  });
  // The episode list's own story episodes: subtitles, drawn thumbnails, the last one new.
  const episodes = sampleEpisodes(8);
  const volumes = [1, 2].map((id) =>
    buildVolume(id, {
      title: `${WORK_TITLE} ${id}`,
      thumbnail: cover(id + 1, `${id}巻`),
      release: id === 2 ? '2024-06-07T00:00:00+09:00' : '2024-01-10T00:00:00+09:00',
      stores: STORES,
    }),
  );
  const products = volumes.map(({ id, title, thumbnail, release, stores }) => ({
    volume: { id, title, thumbnail, release },
    stores,
  }));
  const relatedWorks = [
    '星降る街の郵便屋',
    '竜と暮らす七日間',
    '放課後の錬金術師',
    '海辺の古書店',
  ].map((title, index) =>
    buildWorkSummary(index + 10, { title, thumbnail: cover(index + 10, title.slice(0, 4)) }),
  );
  return {
    work,
    episodes,
    volumes,
    relatedWorks,
    info: {
      id: work.id,
      code: work.code,
      language: work.language,
      freeCampaigns: work.freeCampaigns,
      nextUpdateDateText: work.nextUpdateDateText,
    },
    products,
  };
}

/**
 * The work page as the web app composes it (`WorkDetail` of apps/web): the header of
 * @cw/catalog with the read buttons of @cw/episode-list in its slot, the summary, the episode
 * list, the purchase links and the related works. Two domains on one screen, so the story
 * lives in apps/storybook. The reader's own parts stand in at rest: a guest with no history
 * (第1話を読む), the follow button as it is before the session is known, the tab held in
 * memory where the app keeps it in the URL. Laid out by the app's own stylesheet and class
 * names (its sections are the app's analytics modules); the site's header and footer around it
 * are `ui/SiteHeader`'s stories.
 */
function WorkPage({ detail }: { detail: ReturnType<typeof workDetail> }) {
  const { work, episodes, volumes, relatedWorks, info, products } = detail;
  const [episodeType, setEpisodeType] = useState<EpisodeType>('first');
  return (
    <main className="cw-detail">
      <article>
        <WorkHeader
          work={work}
          followButton={<Button variant="secondary">フォローする</Button>}
          shareButton={
            <ShareButton url={`https://comic.example${workPath(work.code)}`} title={work.title} />
          }
          readButtons={
            <ReadButtons
              episodes={episodes}
              volumes={volumes}
              resume={null}
              episodeHref={(episode) => viewerPath(episode.code)}
            />
          }
        />
        <p className="cw-detail__summary">{work.summary}</p>
        <ul className="cw-detail__links">
          <li>
            <a href="#app" className={linkClassName()}>
              アプリで読む
            </a>
          </li>
        </ul>
        <div className="cw-module" data-analytics-module="episodes">
          <EpisodeList
            episodes={episodes}
            volumes={volumes}
            episodeType={episodeType}
            searchParams={`?episodeType=${episodeType}`}
            onEpisodeTypeChange={(_search, next) => setEpisodeType(next)}
            now={STORY_NOW}
            freeCampaigns={info.freeCampaigns}
            nextUpdateDateText={info.nextUpdateDateText}
            episodeHref={(episode) => viewerPath(episode.code)}
            heading="エピソード"
            headingHidden={false}
            className="cw-detail-episodes"
          />
        </div>
        <div className="cw-module" data-analytics-module="purchase-links">
          <PurchaseLinks
            products={products}
            now={STORY_NOW}
            allVolumesHref={workPath(work.code, { episodeType: 'comics' })}
          />
        </div>
        <div className="cw-module" data-analytics-module="related">
          <WorkGrid
            id="related"
            works={relatedWorks}
            heading="関連作品"
            headingLevel={2}
            emptyLabel="関連作品はありません"
          />
        </div>
      </article>
    </main>
  );
}

const detail = workDetail();

const meta = {
  title: 'Pages/Work page (作品ページ)',
  component: WorkPage,
  args: { detail },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof WorkPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What every page-level story checks: one title, the sections by heading, the first episode. */
async function expectWorkPage(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('main')).toBeVisible();
  // One main landmark holding the work's article, its header first (not a page banner: a
  // header inside an article belongs to it).
  await expect(canvas.getAllByRole('main')).toHaveLength(1);
  await expect(canvasElement.querySelector('main > article > header:first-child')).not.toBeNull();
  await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(WORK_TITLE);
  await expect(canvas.getByRole('img', { name: `${WORK_TITLE}の表紙` })).toBeVisible();
  for (const name of ['エピソード', '関連作品']) {
    await expect(canvas.getByRole('heading', { level: 2, name })).toBeVisible();
  }
  // Above the fold, the way in: the first episode in the viewer.
  await expect(canvas.getByRole('link', { name: '第1話を読む' })).toHaveAttribute(
    'href',
    viewerPath('CW_000001_0001_E'),
  );
  // The list starts at episode 1 too, and links it to the viewer.
  const firstCard = canvas.getByRole('link', { name: /^第1話 見習い魔女、パン屋を開く/ });
  await expect(firstCard).toHaveAttribute('href', viewerPath('CW_000001_0001_E'));
  // Stores of the latest volume, each a link out.
  const stores = canvasElement.querySelectorAll('a[data-store]');
  await expect(stores.length).toBeGreaterThan(0);
  // Nothing wider than the window.
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
}

/** On a phone 390px wide: the cover, the title and 第1話を読む first, the list below. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone390', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(390);
    await expectWorkPage(canvasElement);
  },
};

/** On a desktop 1280px wide: the cover beside the details and the read buttons. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(1280);
    await expectWorkPage(canvasElement);
  },
};
