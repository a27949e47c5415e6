import { WorkGrid, WorkHeader } from '@cw/catalog/components';
import type { WorkDetailResponse } from '@cw/contract/schemas';
import { PurchaseLinks, ReadButtons } from '@cw/episode-list/components';
import { labelPath, viewerPath, workPath } from '@cw/paths';
import { AnalyticsModule } from '@/app/_components/AnalyticsModule';
import { FollowButton } from '@/app/_components/FollowButton';
import { WorkFollowView } from '@/app/_components/followView';
import { JsonLd } from '@/app/_components/JsonLd';
import { PurchaseLinkClicks } from '@/app/_components/PurchaseLinkClicks';
import { WorkReaderLinks } from '@/app/_components/WorkReaderLinks';
import { WorkShareButton } from '@/app/_components/WorkShareButton';
import { env } from '@/server/env';
import { breadcrumbJsonLd, comicSeriesJsonLd, HOME_CRUMB } from '@/server/structuredData';
import { loadRelatedProducts } from '../data';
import { EpisodeSection } from './EpisodeSection';
import { WorkReadButtonsSlot } from './WorkReadButtonsSlot';

type Props = {
  detail: WorkDetailResponse;
  renderedAt: string;
  currentEpisode?: string | null;
  /** The related page leads with related works instead of the episode list. */
  view?: 'work' | 'related';
};

/**
 * The work page: header, summary, episode list, purchase links and related works, all public
 * catalog data; the header's buttons are the app's (the reader's follow, history and share).
 */
export async function WorkDetail({
  detail,
  renderedAt,
  currentEpisode = null,
  view = 'work',
}: Props) {
  const { work, relatedWorks } = detail;
  // What the client buttons need of the work (analytics), not the whole of it.
  const workRef = { id: work.id, code: work.code, title: work.title };
  const products = await loadRelatedProducts(work.code);
  const related = (
    <AnalyticsModule page="detail" name="related" workCode={work.code}>
      <WorkGrid
        id="related"
        works={relatedWorks}
        heading="関連作品"
        headingLevel={2}
        emptyLabel="関連作品はありません"
      />
    </AnalyticsModule>
  );
  const { siteUrl: origin, fanLetterUrl } = env();
  return (
    <main className="cw-detail">
      <JsonLd
        data={[
          comicSeriesJsonLd(work, origin),
          breadcrumbJsonLd(
            [
              HOME_CRUMB,
              { name: work.labelInfo.name, path: labelPath(work.labelInfo.code) },
              { name: work.title, path: workPath(work.code) },
            ],
            origin,
          ),
        ]}
      />
      <article>
        <WorkHeader
          work={work}
          followButton={
            <FollowButton work={workRef} followerCount={work.followerCount}>
              <WorkFollowView locale="ja" state="unknown" followerCount={work.followerCount} />
            </FollowButton>
          }
          shareButton={
            <WorkShareButton
              url={`${origin}${workPath(work.code)}`}
              title={work.title}
              workCode={work.code}
            />
          }
          readButtons={
            <WorkReadButtonsSlot work={workRef} episodes={detail.episodes} volumes={detail.volumes}>
              <ReadButtons
                episodes={detail.episodes}
                volumes={detail.volumes}
                resume="loading"
                episodeHref={(episode) => viewerPath(episode.code)}
              />
            </WorkReadButtonsSlot>
          }
        />
        <p className="cw-detail__summary">{work.summary}</p>
        <WorkReaderLinks
          work={workRef}
          appHref={`/app/redirect?${new URLSearchParams({ path: workPath(work.code) })}`}
          fanLetterHref={
            work.isFanLetterAvailable && fanLetterUrl
              ? fanLetterUrl.replaceAll('{workCode}', encodeURIComponent(work.code))
              : null
          }
        />
        {view === 'related' ? related : null}
        <AnalyticsModule page="detail" name="episodes" workCode={work.code}>
          <EpisodeSection
            detail={{
              work: { ...workRef, scrollType: detail.work.internal.scrollType },
              episodes: detail.episodes,
              volumes: detail.volumes,
              info: {
                freeCampaigns: detail.info.freeCampaigns,
                nextUpdateDateText: detail.info.nextUpdateDateText,
              },
            }}
            renderedAt={renderedAt}
            currentEpisode={currentEpisode}
          />
        </AnalyticsModule>
        <AnalyticsModule page="detail" name="purchase-links" workCode={work.code}>
          <PurchaseLinkClicks work={workRef}>
            <PurchaseLinks
              products={products}
              now={new Date(renderedAt)}
              allVolumesHref={workPath(work.code, { episodeType: 'comics' })}
            />
          </PurchaseLinkClicks>
        </AnalyticsModule>
        {view === 'work' ? related : null}
      </article>
    </main>
  );
}
