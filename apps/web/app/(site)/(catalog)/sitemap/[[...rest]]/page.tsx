import {
  AUTHOR_INDEX_PATH,
  GENRE_INDEX_PATH,
  genrePath,
  labelPath,
  MY_COMIC_FOLLOWED_LABELS_PATH,
  MY_COMIC_FOLLOWED_WORKS_PATH,
  MY_COMIC_HISTORY_PATH,
  MY_COMIC_PATH,
  SEARCH_PATH,
} from '@cw/paths';
import { Heading, linkClassName } from '@cw/ui';
import { notFound } from 'next/navigation';
import { loadCategories, loadLabels } from '@/server/catalog';
import { pageMetadata } from '@/server/pageMetadata';

// A catalog page (cached as the `(catalog)` layout says); the optional segment keeps it out of
// the build (apps/web/README.md, "Catalog pages").
export const generateStaticParams = () => [];
export const generateMetadata = () => pageMetadata({ path: '/sitemap', title: 'サイトマップ' });

/** The site's fixed pages by group. */
const SECTIONS = [
  {
    heading: '作品を探す',
    links: [
      ['/', 'ホーム'],
      ['/ranking', 'ランキング'],
      ['/new', '新連載'],
      ['/release', '新刊'],
      ['/free-campaign', '無料キャンペーン'],
      ['/contents/list', '作品一覧'],
      ['/list/index', '作品一覧（五十音順）'],
      [SEARCH_PATH, '検索'],
      [GENRE_INDEX_PATH, 'ジャンル・タグから探す'],
      [AUTHOR_INDEX_PATH, '作者名から探す'],
      ['/label', 'レーベル一覧'],
      ['/topics', 'トピックス'],
      ['/topics/new-serials', '新連載のお知らせ'],
      ['/campaign/10th-anniversary', '10周年キャンペーン'],
    ],
  },
  {
    heading: 'マイコミック',
    links: [
      [MY_COMIC_PATH, 'マイコミック'],
      [MY_COMIC_FOLLOWED_WORKS_PATH, 'フォロー中の作品'],
      [MY_COMIC_FOLLOWED_LABELS_PATH, 'フォロー中のレーベル'],
      [MY_COMIC_HISTORY_PATH, '閲覧履歴'],
    ],
  },
  {
    heading: 'ご利用にあたって',
    links: [
      ['/terms', '利用規約'],
      ['/terms/app', 'アプリ利用規約'],
      ['/terms/shikin', '資金決済法に基づく表示'],
      ['/terms/siteaccess', 'サイトアクセスについて'],
      ['/terms/tokusho', '特定商取引法に基づく表記'],
      ['/tokuyakuten', '特約店一覧'],
      ['/optout', '計測の停止（オプトアウト）'],
    ],
  },
] as const;

type Props = { params: Promise<{ rest?: string[] }> };

/** `/sitemap`: every fixed page, every label and every genre, as links. */
export default async function SitemapPage({ params }: Props) {
  if ((await params).rest) notFound();
  const [labels, { genres }] = await Promise.all([loadLabels(), loadCategories()]);
  const groups = [
    ...SECTIONS.map(({ heading, links }) => ({
      heading,
      links: links.map(([href, title]) => ({ href, title })),
    })),
    {
      heading: 'レーベル',
      links: labels.map((label) => ({ href: labelPath(label.code), title: label.name })),
    },
    {
      heading: 'ジャンル',
      links: genres.map((genre) => ({ href: genrePath(genre.id), title: genre.name })),
    },
  ];
  return (
    <main className="cw-document">
      <Heading level={1}>サイトマップ</Heading>
      {groups.map(({ heading, links }) => (
        <section key={heading} aria-label={heading}>
          <Heading level={2}>{heading}</Heading>
          <ul className="cw-sitemap">
            {links.map(({ href, title }) => (
              <li key={href}>
                <a className={linkClassName()} href={href}>
                  {title}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </main>
  );
}
