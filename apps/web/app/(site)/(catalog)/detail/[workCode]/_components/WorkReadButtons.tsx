'use client';

import type { WorkRef } from '@cw/analytics';
import type { ComicVolume, Episode } from '@cw/contract/schemas';
import type { ResumeState } from '@cw/episode-list';
import { ReadButtons } from '@cw/episode-list/components';
import { viewerPath } from '@cw/paths';
import { historyResume, RESUME_HISTORY_LINES, readStoredPosition } from '@cw/viewer';
import { useEffect, useState } from 'react';
import { useApiClient } from '@/app/_components/ApiClientContext';
import { storeAnalytics } from '@/app/_components/analytics';
import { deviceStorage } from '@/app/_components/deviceStorage';
import { useLazyQuery } from '@/app/_components/lazyQuery';
import { useSession } from '@/app/_components/session';

export type WorkReadButtonsProps = {
  work: WorkRef;
  episodes: readonly Episode[];
  volumes: readonly ComicVolume[];
};

/**
 * The work page's read buttons with where this reader left off: the server history when signed
 * in (this device's position when the history has none of the work), this device's when a
 * guest. A neutral placeholder until that is known, as the HTML is the same for everyone.
 * Loaded once the page has hydrated, in place of the server's placeholder (`WorkReadButtonsSlot`).
 */
export default function WorkReadButtons({ work, episodes, volumes }: WorkReadButtonsProps) {
  const { id: workId, code: workCode } = work;
  const client = useApiClient();
  const { status } = useSession();
  const signedIn = status === 'authenticated';
  const [history, historySource] = useLazyQuery(
    ({ queries }) => queries.apiQuery(client, 'getHistoryList', { perPage: RESUME_HISTORY_LINES }),
    signedIn,
  );
  // Read after mount: storage is this device's, never the shared HTML's.
  const [device, setDevice] = useState<ResumeState>('loading');
  useEffect(() => {
    const storage = deviceStorage();
    setDevice((storage && readStoredPosition(storage, workCode)) || null);
  }, [workCode]);

  const fromHistory = history.data && historyResume(history.data.items, { workId });
  const resume: ResumeState =
    status === 'loading' || device === 'loading' || (signedIn && history.isPending)
      ? 'loading'
      : fromHistory || device;
  return (
    <>
      {historySource}
      <ReadButtons
        episodes={episodes}
        volumes={volumes}
        resume={resume}
        episodeHref={(episode) => viewerPath(episode.code)}
        {...storeAnalytics('work', work)}
      />
    </>
  );
}
