import { ContinueReadingList, WorkGrid } from '@cw/catalog/components';
import type { FollowedSeries, HistoryEntry } from '@cw/contract/schemas';
import { buildFollowed } from '@cw/fixtures';
import {
  MY_COMIC_FOLLOWED_LABELS_PATH,
  MY_COMIC_FOLLOWED_WORKS_PATH,
  MY_COMIC_HISTORY_PATH,
  MY_COMIC_OFFLINE_PATH,
  MY_COMIC_PATH,
  workPath,
} from '@cw/paths';
import { Badge, Heading } from '@cw/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleHistoryEntry, sampleWork } from '../../../packages/catalog/src/test/storyFixtures';
import '@cw/catalog/styles.css';
// The page's own layout is the app's (`.cw-page`, `.cw-subnav`): the same stylesheet.
import '../../web/app/globals.css';

// The app's sizes (apps/web `home/_components/SignedInSections.tsx`).
const CONTINUE_SIZE = 6;
const FOLLOWED_SIZE = 6;

/** The pages of my comic, as `MyComicFrame` of apps/web lists them. */
const MY_COMIC_PAGES = [
  { href: MY_COMIC_PATH, title: 'トップ' },
  { href: MY_COMIC_FOLLOWED_WORKS_PATH, title: 'フォロー中の作品' },
  { href: MY_COMIC_FOLLOWED_LABELS_PATH, title: 'フォロー中のレーベル' },
  { href: MY_COMIC_HISTORY_PATH, title: '閲覧履歴' },
  { href: MY_COMIC_OFFLINE_PATH, title: '保存済み' },
] as const;

/** Episode `episodeNo` of sample work `workId`, read up to zero-based page `page` on `readAt`. */
const historyEntry = (workId: number, episodeNo: number, page: number, readAt: string) =>
  sampleHistoryEntry(workId, episodeNo, { page, readAt });

type Reader = {
  email: string;
  /** The membership type as the page names it (`visitorType` of @cw/analytics: a member). */
  visitorType: string;
  /** `getHistoryList`: the reader's history, latest read first. */
  history: HistoryEntry[];
  /** `getFollowedSeries`: the works the reader follows. */
  followed: FollowedSeries[];
  /** `getAccountUpdated`: a followed work got an episode since the reader last saw the list. */
  followUpdated: boolean;
};

/**
 * A signed-in reader a few days in: six episodes read lately (work 1 twice, so five cards),
 * six works followed, one of them updated since the list was last seen.
 */
function signedInReader(): Reader {
  return {
    email: 'hana.sato@example.com',
    visitorType: '会員',
    history: [
      historyEntry(1, 12, 4, '2024-06-15T10:00:00+09:00'),
      historyEntry(3, 4, 0, '2024-06-15T08:30:00+09:00'),
      historyEntry(1, 11, 19, '2024-06-14T22:10:00+09:00'),
      historyEntry(6, 30, 8, '2024-06-14T21:00:00+09:00'),
      historyEntry(9, 2, 3, '2024-06-13T12:40:00+09:00'),
      historyEntry(12, 45, 11, '2024-06-12T23:15:00+09:00'),
    ].slice(0, CONTINUE_SIZE),
    followed: [1, 3, 6, 9, 12, 15]
      .slice(0, FOLLOWED_SIZE)
      .map((id) => buildFollowed('work', id, { work: { ...sampleWork(id), isFollowing: true } })),
    followUpdated: true,
  };
}

/**
 * My comic's top page as the web app composes it (`my-comic/page.tsx` of apps/web): the frame
 * of every my-comic page (`MyComicFrame`: the title and the pages' navigation, 更新あり beside
 * the followed works when one was updated), the account (`AccountSummary`), and the reader's
 * own sections of the home page (`ReaderSections`, signed in: `ContinueReadingList` and the
 * followed works' updates as a `WorkGrid` of @cw/catalog). The app's components use its session,
 * queries and `@/` aliases, so their markup is mirrored here with the page's own class names
 * and stylesheet, and the reader's data comes from the fixtures. At rest, signed in, everything
 * loaded (the app shows 読み込み中… and skeletons until the session and the lists arrive; a
 * guest is sent to sign-in). The site's header and footer around it are `ui/SiteHeader`'s
 * stories.
 */
function MyComicPage({ reader }: { reader: Reader }) {
  const { email, visitorType, history, followed, followUpdated } = reader;
  const followedWorks = followed.map((item) => item.work);
  return (
    <main className="cw-page">
      <Heading level={1}>マイコミック</Heading>
      <nav aria-label="マイコミック" className="cw-subnav">
        <ul>
          {MY_COMIC_PAGES.map(({ href, title }) => (
            <li key={href}>
              <a href={href} aria-current={href === MY_COMIC_PATH ? 'page' : undefined}>
                {title}
                {href === MY_COMIC_FOLLOWED_WORKS_PATH && followUpdated ? (
                  <Badge variant="new">更新あり</Badge>
                ) : null}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby="account-heading">
        <h2 id="account-heading">アカウント</h2>
        <dl>
          <dt>メールアドレス</dt>
          <dd data-testid="account-email">{email}</dd>
          <dt>会員種別</dt>
          <dd data-testid="visitor-type">{visitorType}</dd>
        </dl>
      </section>
      <ContinueReadingList entries={history} loading={false} />
      {followedWorks.length > 0 ? (
        <WorkGrid
          id="followed-updates"
          works={followedWorks}
          loading={false}
          skeletonCount={FOLLOWED_SIZE}
          heading="フォロー中の作品の更新"
          headingLevel={2}
          moreHref={MY_COMIC_FOLLOWED_WORKS_PATH}
        />
      ) : null}
    </main>
  );
}

const reader = signedInReader();

const meta = {
  title: 'Pages/My comic (マイコミック)',
  component: MyComicPage,
  args: { reader },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MyComicPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * What every page-level story checks: one title, the pages' navigation on トップ, the account,
 * the reader's sections by heading and where they lead.
 */
async function expectMyComicPage(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('main')).toBeVisible();
  await expect(canvas.getAllByRole('main')).toHaveLength(1);
  await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('マイコミック');
  // The five pages of my comic, this one current; 更新あり beside the followed works.
  const nav = canvas.getByRole('navigation', { name: 'マイコミック' });
  await expect(nav).toBeVisible();
  const links = within(nav).getAllByRole('link');
  await expect(links.map((link) => link.getAttribute('href'))).toEqual(
    MY_COMIC_PAGES.map(({ href }) => href),
  );
  await expect(within(nav).getByRole('link', { name: 'トップ' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(nav.querySelectorAll('[aria-current]')).toHaveLength(1);
  await expect(within(nav).getByRole('link', { name: /^フォロー中の作品/ })).toHaveTextContent(
    '更新あり',
  );
  for (const [name, href] of [
    ['フォロー中のレーベル', '/my-comic/follow/labels'],
    ['閲覧履歴', '/my-comic/history'],
    ['保存済み', '/my-comic/offline'],
  ]) {
    await expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
  }
  // The sections by heading.
  for (const name of ['アカウント', '続きを読む', 'フォロー中の作品の更新']) {
    await expect(canvas.getByRole('heading', { level: 2, name })).toBeVisible();
  }
  await expect(canvas.getByTestId('account-email')).toHaveTextContent(reader.email);
  await expect(canvas.getByTestId('visitor-type')).toHaveTextContent('会員');
  // Continue reading: one card per work (work 1 read twice), resuming at the page reached.
  const continueReading = canvas.getByRole('region', { name: '続きを読む' });
  const cards = within(continueReading).getAllByRole('link');
  await expect(cards).toHaveLength(5);
  await expect(cards[0]).toHaveAttribute('href', '/viewer/CW_000001_0012_E?page=5');
  // The followed works, and the way to all of them.
  const followedUpdates = canvas.getByRole('region', { name: 'フォロー中の作品の更新' });
  await expect(within(followedUpdates).getByRole('link', { name: /^もっと見る/ })).toHaveAttribute(
    'href',
    '/my-comic/follow/contents',
  );
  await expect(
    within(followedUpdates).getByRole('link', { name: /^ねこと魔法のパン屋さん/ }),
  ).toHaveAttribute('href', workPath(sampleWork(1).code));
  // Nothing wider than the window.
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
}

/** On a phone 390px wide: the navigation scrolls sideways, the sections one under another. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone390', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(390);
    await expectMyComicPage(canvasElement);
  },
};

/** On a desktop 1280px wide: the page's centred column, the covers in one row. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(1280);
    await expectMyComicPage(canvasElement);
  },
};
