import { authorIndexGroups } from '@cw/catalog';
import { KanaGroupedList, WorkGrid } from '@cw/catalog/components';
import type { AuthorRef } from '@cw/contract/schemas';
import { AUTHOR_INDEX_PATH, authorPath } from '@cw/paths';
import { Heading, linkClassName } from '@cw/ui';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { JsonLd } from '@/app/_components/JsonLd';
import { idSegment, missingAs404 } from '@/server/catalog';
import { env } from '@/server/env';
import { pageMetadata } from '@/server/pageMetadata';
import { serverApi } from '@/server/serverApi';
import { breadcrumbJsonLd, HOME_CRUMB } from '@/server/structuredData';

// A catalog page (cached as the `(catalog)` layout says); the optional segment keeps it out of
// the build (apps/web/README.md, "Catalog pages").
export const generateStaticParams = () => [];

type Props = { params: Promise<{ authorId?: string[] }> };

/** The author of `/search/author/{authorId}`, null for the index. */
async function authorIdOf(params: Props['params']): Promise<number | null> {
  const { authorId } = await params;
  if (authorId === undefined) return null;
  if (authorId.length !== 1) notFound();
  return idSegment(authorId[0]);
}

const AUTHOR_INDEX_TITLE = '作者名から探す';

const loadAuthorWorks = (authorId: number) =>
  serverApi().searchAuthor({ authorId }).catch(missingAs404);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const authorId = await authorIdOf(params);
  if (authorId === null)
    return pageMetadata({ path: AUTHOR_INDEX_PATH, title: AUTHOR_INDEX_TITLE });
  const { author } = await loadAuthorWorks(authorId);
  return pageMetadata({
    type: 'profile',
    path: authorPath(author.id),
    title: `${author.name}の作品`,
    description: `${author.name}の作品一覧`,
    username: author.name,
  });
}

/** `/search/author`: every author by kana row; `/search/author/{authorId}`: their works. */
export default async function AuthorSearchPage({ params }: Props) {
  const authorId = await authorIdOf(params);
  if (authorId === null) {
    const index = await serverApi().getAuthorIndex();
    return (
      <main className="cw-page">
        <Heading level={1}>{AUTHOR_INDEX_TITLE}</Heading>
        <KanaGroupedList<AuthorRef>
          groups={authorIndexGroups(index)}
          getKey={(author) => author.id}
          renderItem={(author) => (
            <a className={linkClassName()} href={authorPath(author.id)}>
              {author.name}
            </a>
          )}
          headingLevel={2}
          showIndex
          emptyLabel="作者はいません"
        />
      </main>
    );
  }
  const { author, works } = await loadAuthorWorks(authorId);
  return (
    <main className="cw-page">
      <JsonLd
        data={[
          breadcrumbJsonLd(
            [
              HOME_CRUMB,
              { name: AUTHOR_INDEX_TITLE, path: AUTHOR_INDEX_PATH },
              { name: author.name, path: authorPath(author.id) },
            ],
            env().siteUrl,
          ),
        ]}
      />
      <Heading level={1}>{author.name}の作品</Heading>
      <WorkGrid works={works} priorityCount={6} emptyLabel="作品はありません" />
    </main>
  );
}
