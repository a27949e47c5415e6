'use client';

import type { ViewerManifest, WorkSummary } from '@cw/api-client/schemas';
import { StoreButton } from '@cw/episode-list/components';
import { buttonClassName } from '@cw/ui';
import { ViewerEndPanel } from '@cw/viewer/components';
import Link from 'next/link';
import { FollowButton } from '@/app/_components/FollowButton';

/**
 * What follows the last page: the next episode, follow, the volume's stores, recommendations.
 * A module of its own so that `ViewerScreen` loads it (with the follow mutation and the store
 * chooser) only once the page has hydrated, with the viewer, not in the page's first load.
 */
export function ViewerEnd({
  manifest,
  recommendations,
}: {
  manifest: ViewerManifest;
  recommendations: readonly WorkSummary[];
}) {
  const { work } = manifest;
  return (
    <ViewerEndPanel
      manifest={manifest}
      recommendations={recommendations}
      followButton={<FollowButton workId={work.id} followerCount={work.followerCount} />}
      storeButton={
        <StoreButton
          stores={manifest.volumeStores}
          className={buttonClassName({ variant: 'primary', fullWidth: true })}
        />
      }
      linkComponent={Link}
    />
  );
}
