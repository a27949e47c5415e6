'use client';

import type { EpisodeContext } from '@cw/analytics';
import type { ViewerManifest } from '@cw/contract/schemas';
import { storeSubjectName } from '@cw/episode-list';
import { StoreButton } from '@cw/episode-list/components';
import { buttonClassName } from '@cw/ui';
import { ViewerEndPanel, type ViewerRecommendation } from '@cw/viewer/components';
import { storeAnalytics } from '@/app/_components/analytics';
import { FollowButton } from '@/app/_components/FollowButton';
import { WorkFollow } from '@/app/_components/FollowToggle';
import { withQueryClient } from '@/app/_components/queryRuntime';
import { EpisodeGoodButton } from './EpisodeGoodButton';
import type { ViewerLinks } from './viewerLinks';

/**
 * What follows the last page: the next episode (and, when the story goes on first with an
 * episode sold in stores only, the store chooser for that one), follow, the volume's stores,
 * recommendations. A module of its own so that `ViewerScreen` loads it (with the follow mutation and the store
 * chooser) only once the page has hydrated, with the viewer, not in the page's first load.
 */
function ViewerEndLive({
  manifest,
  recommendations,
  analyticsContext,
  links,
}: {
  manifest: ViewerManifest;
  /** What the end panel's tiles show of each recommended work. */
  recommendations: readonly ViewerRecommendation[];
  /** The episode's analytics fields (`good_button_on/off`). */
  analyticsContext: EpisodeContext;
  /** Where its links lead (the language group's pages, or the Japanese site's). */
  links: ViewerLinks;
}) {
  const { work, episode } = manifest;
  const store = storeAnalytics('viewer', work);
  return (
    <ViewerEndPanel
      manifest={manifest}
      recommendations={recommendations}
      episodeHref={links.episodeHref}
      workHref={links.workHref}
      goodButton={<EpisodeGoodButton episodeId={episode.id} context={analyticsContext} />}
      followButton={
        <FollowButton
          work={{ id: work.id, code: work.code, title: work.title }}
          followerCount={work.followerCount}
        >
          <WorkFollow state="unknown" followerCount={work.followerCount} />
        </FollowButton>
      }
      storeButton={
        <StoreButton
          stores={manifest.volumeStores}
          className={buttonClassName({ variant: 'primary', fullWidth: true })}
          // The volume's stores, chosen from the episode it holds.
          onStoreModalOpen={() => store.onStoreModalOpen({ kind: 'episode', episode })}
          onStoreClick={(chosen) => store.onStoreClick(chosen, { kind: 'episode', episode })}
        />
      }
      // The chooser of a store-only episode, as the viewer opens it for one asked directly.
      renderNextStoreButton={({ episode: forSale, stores }) => {
        const subject = { kind: 'episode', episode: forSale } as const;
        return (
          <StoreButton
            stores={stores}
            subjectName={storeSubjectName({ ...subject, work })}
            className={buttonClassName({ variant: 'primary', fullWidth: true })}
            onStoreModalOpen={() => store.onStoreModalOpen(subject)}
            onStoreClick={(chosen) => store.onStoreClick(chosen, subject)}
          />
        );
      }}
    />
  );
}

/** The end panel under the tab's query client (its good and follow buttons read the API). */
export const ViewerEnd = withQueryClient(ViewerEndLive);
