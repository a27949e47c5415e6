import { MEDIA_WIDTHS } from '@cw/api-client/constants';
import type { WorkDetailResponse } from '@cw/api-client/schemas';
import { PurchaseLinks } from '@cw/episode-list/components';
import { ColoredTag, Heading, linkClassName, mediaImage, ShareButton, Thumbnail } from '@cw/ui';
import Link from 'next/link';
import { FollowButton } from '@/app/_components/FollowButton';
import { env } from '@/server/env';
import { loadRelatedProducts } from '../data';
import { EpisodeSection } from './EpisodeSection';
import { WorkReadButtons } from './WorkReadButtons';

const STATUS_LABELS = { ongoing: '連載中', completed: '完結', hiatus: '休載中' } as const;

type Props = {
  detail: WorkDetailResponse;
  renderedAt: string;
  currentEpisode?: string | null;
  /** The related page leads with related works instead of the episode list. */
  view?: 'work' | 'related';
};

/**
 * The work page: header, summary, episode list, purchase links and related works, all public
 * catalog data.
 */
export async function WorkDetail({
  detail,
  renderedAt,
  currentEpisode = null,
  view = 'work',
}: Props) {
  const { work, relatedWorks } = detail;
  const cover = mediaImage(work.thumbnail, MEDIA_WIDTHS.covers);
  const products = await loadRelatedProducts(work.code);
  const related = (
    <section aria-labelledby="related-heading" className="cw-related">
      <Heading level={2} id="related-heading">
        関連作品
      </Heading>
      <ul className="cw-work-grid">
        {relatedWorks.map((item) => {
          const itemCover = mediaImage(item.thumbnail, MEDIA_WIDTHS.covers);
          return (
            <li key={item.id}>
              <Link href={`/detail/${item.code}`} className="cw-work-tile">
                <Thumbnail
                  src={itemCover.src}
                  sources={itemCover.sources}
                  sizes="(min-width: 768px) 160px, 30vw"
                  ratio="5:7"
                  width={160}
                  alt=""
                />
                <span>{item.title}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
  return (
    <main className="cw-detail">
      <article>
        <header className="cw-work">
          <Thumbnail
            src={cover.src}
            sources={cover.sources}
            sizes="(min-width: 768px) 240px, 40vw"
            ratio="5:7"
            width={240}
            alt={`${work.title}の表紙`}
            loading="eager"
            fetchPriority="high"
          />
          <div className="cw-work__body">
            <ColoredTag color={work.labelInfo.color}>
              <Link
                href={`/label/${work.labelInfo.code}`}
                className={linkClassName({ variant: 'chip' })}
              >
                {work.labelInfo.name}
              </Link>
            </ColoredTag>
            <Heading level={1}>{work.title}</Heading>
            <ul className="cw-work__authors" aria-label="作者">
              {work.authors.map((author) => (
                <li key={`${author.id}-${author.role}`}>
                  {author.role}：
                  <Link href={`/search/author/${author.id}`} className={linkClassName()}>
                    {author.name}
                  </Link>
                </li>
              ))}
            </ul>
            <p className="cw-work__meta">
              <span>{STATUS_LABELS[work.serializationStatus]}</span>
              <Link href={`/contents/genre/${work.genre.id}`} className={linkClassName()}>
                {work.genre.name}
              </Link>
            </p>
            <ul className="cw-work__tags" aria-label="タグ">
              {work.tags.map((tag) => (
                <li key={tag.id}>
                  <Link href={`/search/tag/${tag.id}`} className={linkClassName()}>
                    #{tag.name}
                  </Link>
                </li>
              ))}
            </ul>
            <div className="cw-work__actions">
              <FollowButton workId={work.id} followerCount={work.followerCount} />
              <ShareButton url={`${env().siteUrl}/detail/${work.code}`} title={work.title} />
            </div>
          </div>
          <div className="cw-work__read">
            <WorkReadButtons
              workId={work.id}
              workCode={work.code}
              episodes={detail.episodes}
              volumes={detail.volumes}
            />
          </div>
        </header>
        <p className="cw-work__summary">{work.summary}</p>
        {view === 'related' ? related : null}
        <EpisodeSection detail={detail} renderedAt={renderedAt} currentEpisode={currentEpisode} />
        <PurchaseLinks
          products={products}
          now={new Date(renderedAt)}
          allVolumesHref={`/detail/${work.code}?episodeType=comics`}
          linkComponent={Link}
        />
        {view === 'work' ? related : null}
      </article>
    </main>
  );
}
