'use client';

import type { EpisodeDetailResponse } from '@cw/contract/schemas';
import { storeSubjectName } from '@cw/episode-list';
import { StoreModal } from '@cw/episode-list/components';
import type { LanguageGroup } from '@cw/paths';
import { ViewerStoreOnly } from '@cw/viewer/components';
import { storeAnalytics } from '@/app/_components/analytics';
import { viewerLinks } from './viewerLinks';

/**
 * An episode that cannot be read here but is sold in stores: the viewer's notice with the work
 * page's store chooser, which names the work and the episode for sale. A client component
 * because the viewer's link component (next/link) and the chooser are functions, which cannot
 * cross from a server component.
 */
export function StoreOnlyScreen({
  detail,
  group,
}: {
  detail: EpisodeDetailResponse;
  /** A language group's viewer: the work link stays in the group. */
  group?: LanguageGroup;
}) {
  const { episode, work } = detail;
  const store = storeAnalytics('viewer', work);
  const subject = { kind: 'episode', episode } as const;
  return (
    <ViewerStoreOnly
      {...detail}
      workHref={viewerLinks(group).workHref}
      renderStoreChooser={(chooser) => (
        <StoreModal
          {...chooser}
          subjectName={storeSubjectName({ kind: 'episode', episode, work })}
          onStoreModalOpen={() => store.onStoreModalOpen(subject)}
          onStoreClick={(chosen) => store.onStoreClick(chosen, subject)}
        />
      )}
    />
  );
}
