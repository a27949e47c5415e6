'use client';

import type { WorkRef } from '@cw/analytics';
import type { WorkDetailResponse } from '@cw/contract/schemas';
import { EpisodeList, useEpisodeTypeUrl } from '@cw/episode-list/components';
import { viewerPath } from '@cw/paths';
import { useAfterHydration } from '@/app/_components/afterHydration';
import { storeAnalytics } from '@/app/_components/analytics';
import { useWorkReadHistory } from '@/app/_components/useWorkReadHistory';

// 保存 is this device's state: rendered in the browser only, its code loaded after the page.
const loadSaveControl = () => import('@/app/_components/offline/SaveEpisodeControl');

type Props = {
  /**
   * The work's episodes, volumes and campaigns; of the work, what analytics names it by. Not the
   * whole answer: these props are in the page's HTML twice (markup and data), and the rest of it
   * (related works, the work's own fields) is drawn by server components.
   */
  detail: Pick<WorkDetailResponse, 'episodes' | 'volumes'> & {
    /** With its scroll type: a webtoon's strips are estimated as strips before saving. */
    work: WorkRef & { scrollType: WorkDetailResponse['work']['internal']['scrollType'] };
    info: Pick<WorkDetailResponse['info'], 'freeCampaigns' | 'nextUpdateDateText'>;
  };
  /** The instant the page was rendered at: campaigns and release colours agree with the HTML. */
  renderedAt: string;
  currentEpisode?: string | null;
};

/**
 * The episode list of the work page. The catalog comes rendered from the server; read marks
 * are the reader's own, fetched in the browser once the session is known (a guest's from this
 * device), and 保存 beside each episode this device's.
 */
export function EpisodeSection({ detail, renderedAt, currentEpisode = null }: Props) {
  const [historyMap, historySource] = useWorkReadHistory(detail.work, detail.episodes);
  const SaveControl = useAfterHydration(loadSaveControl);
  const url = useEpisodeTypeUrl({
    hasEpisodes: detail.episodes.length > 0,
    hasVolumes: detail.volumes.length > 0,
  });
  return (
    <>
      {historySource}
      <EpisodeList
        {...url}
        episodes={detail.episodes}
        volumes={detail.volumes}
        historyMap={historyMap}
        currentEpisode={currentEpisode}
        now={new Date(renderedAt)}
        freeCampaigns={detail.info.freeCampaigns}
        nextUpdateDateText={detail.info.nextUpdateDateText}
        episodeHref={(episode) => viewerPath(episode.code)}
        headingHidden={false}
        heading="エピソード"
        workCode={detail.work.code}
        // The action's room is kept from the first paint (`cw-detail-episodes`): 保存 appears
        // without moving the list.
        className="cw-detail-episodes"
        // 保存 is secondary to reading: an icon (its size in its name), not a second red button.
        episodeAction={(episode) =>
          SaveControl ? (
            <SaveControl
              episode={episode}
              scrollType={detail.work.scrollType}
              hideUnsaveable
              compact
            />
          ) : null
        }
        {...storeAnalytics('work', detail.work)}
      />
    </>
  );
}
