'use client';

import { viewerEvent } from '@cw/analytics';
import type { ViewerManifest } from '@cw/contract/schemas';
import { historyPageOfViewer, type LanguageGroup } from '@cw/paths';
import { useLatest, useUiLocale } from '@cw/ui';
import {
  HISTORY_RECORD_INTERVAL_MS,
  historyResume,
  pageAltText,
  RESUME_HISTORY_LINES,
  readPageParam,
  readStoredPage,
  resumePage,
  storeReadingPosition,
} from '@cw/viewer';
import {
  prefetchEpisodeStart,
  type ViewerRecommendation,
  ViewerSkeleton,
} from '@cw/viewer/components';
import { useRouter } from 'next/navigation';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useApiClient } from '@/app/_components/ApiClientContext';
import { track } from '@/app/_components/analytics';
import { deviceStorage } from '@/app/_components/deviceStorage';
import { loadQueryRuntime, runLazyMutation } from '@/app/_components/lazyQuery';
import { queueFailedRead, queueRead } from '@/app/_components/offline/queuedWrites';
import { useSession } from '@/app/_components/session';
import { viewerEpisodeContext } from './viewerAnalyticsContext';
import { viewerLinks } from './viewerLinks';

/** A viewer has mounted in this document: the next one comes from a navigation, not the HTML. */
let viewerMountedBefore = false;
/**
 * A prefetch of the whole page, not only its route tree. The viewer's pages are rendered on
 * their first request and cached (ISR), not prerendered at build, and for such a route the
 * router's default prefetch fetches the tree alone: 次の話へ would then wait for the server.
 * (`next/navigation` names the kind only as an enum type; its value is 'full'.)
 */
const FULL_PREFETCH = {
  kind: 'full' as NonNullable<Parameters<ReturnType<typeof useRouter>['prefetch']>[1]>['kind'],
};

// The viewer itself is never in the shared HTML (the skeleton is, with the page the HTML starts
// at, until the starting page is known in the browser), so its code, and that of the end panel (follow button, store chooser),
// is not part of the page's first load: both are fetched as the page hydrates, while the session
// and the reader's own position are read. One load, no Suspense: once the viewer shows, its end
// panel renders as soon as the end is near.
const loadViewer = () =>
  Promise.all([
    import('@cw/viewer/components'),
    import('./ViewerEnd'),
    import('@/app/_components/offline/SaveEpisodeControl'),
  ]).then(([{ Viewer }, { ViewerEnd }, { default: SaveEpisodeControl }]) => ({
    Viewer,
    ViewerEnd,
    SaveEpisodeControl,
  }));
type ViewerCode = Awaited<ReturnType<typeof loadViewer>>;

/** The viewer's code, loaded once the page has hydrated; a failure goes to the error page. */
function useViewerCode(): ViewerCode | undefined {
  const [code, setCode] = useState<ViewerCode>();
  const [loadFailure, setLoadFailure] = useState<unknown>();
  useEffect(() => {
    let live = true;
    loadViewer().then(
      (loaded) => live && setCode(loaded),
      (error: unknown) => live && setLoadFailure(error),
    );
    return () => {
      live = false;
    };
  }, []);
  if (loadFailure) throw loadFailure;
  return code;
}

/**
 * After 次の話へ (a viewer mounted in the browser, not hydrated), the skeleton with the next
 * episode's first page is painted before the viewer is built: building it is a long task on a
 * phone (~70 ms for a 34-page episode at full speed), and its first page, already decoded,
 * should not wait for it. A hydrated page has painted its skeleton from the HTML already.
 */
function useSkeletonPainted(): boolean {
  const [skeletonPainted, setSkeletonPainted] = useState(() => !viewerMountedBefore);
  useEffect(() => {
    viewerMountedBefore = true;
    if (skeletonPainted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame's callbacks run before it is painted; a task queued from one runs after.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setSkeletonPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [skeletonPainted]);
  return skeletonPainted;
}

/**
 * The page to start at, settled once (`null` until known): `?page=N`, else the page reached in
 * the reader's history (signed in, any device), else this device's last position. The history
 * is not read again while reading.
 */
function useStartPage({ work, episode, pages }: ViewerManifest): number | null {
  const client = useApiClient();
  const { status } = useSession();
  const signedIn = status === 'authenticated';
  // Read after mount: the HTML is shared, the URL and storage are this reader's.
  const [local, setLocal] = useState<{ urlPage: number | null; localPage: number | null }>();
  useEffect(() => {
    const storage = deviceStorage();
    setLocal({
      urlPage: readPageParam(new URLSearchParams(window.location.search).get('page')),
      localPage: storage ? readStoredPage(storage, work.code, episode.code) : null,
    });
  }, [work.code, episode.code]);

  const [settledStart, setSettledStart] = useState<number | null>(null);
  const needsHistory = signedIn && local !== undefined && local.urlPage === null;
  // The page reached in the history (null: none, or it could not be read, offline too).
  const [historyPage, setHistoryPage] = useState<number | null>();
  useEffect(() => {
    if (!needsHistory || settledStart !== null) return;
    let live = true;
    client.getHistoryList({ perPage: RESUME_HISTORY_LINES }).then(
      (history) => {
        if (live)
          setHistoryPage(historyResume(history.items, { episodeId: episode.id })?.page ?? null);
      },
      () => live && setHistoryPage(null),
    );
    return () => {
      live = false;
    };
  }, [client, needsHistory, settledStart, episode.id]);
  const waiting =
    local === undefined || status === 'loading' || (needsHistory && historyPage === undefined);
  const start =
    settledStart ??
    (waiting
      ? null
      : resumePage({
          urlPage: local.urlPage,
          historyPage: historyPage ?? null,
          localPage: local.localPage,
          pageCount: pages.length,
        }).page);
  useEffect(() => {
    if (settledStart === null && start !== null) setSettledStart(start);
  }, [settledStart, start]);
  return start;
}

/**
 * What to call when a page is reached: it goes to `?page=N` (replaceState, so it can be
 * shared), to local storage, and for a signed-in reader to the read history, at most every few
 * seconds while pages turn (`now`: at once), and the last one when the reader leaves or hides
 * the page.
 */
function usePageReached({ work, episode, pages }: ViewerManifest) {
  const client = useApiClient();
  const { status, data: session } = useSession();
  const signedIn = status === 'authenticated';
  // The owner of queued writes and saved data (a string, as the write queue stores it).
  const reader = session?.user ? String(session.user.id) : null;
  // A signed-in reader's history writes go out at once when the page is left: their code is
  // loaded beforehand.
  useEffect(() => {
    if (signedIn) void loadQueryRuntime();
  }, [signedIn]);

  const unsentPage = useRef<number | null>(null);
  const sendTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const sendHistory = useLatest(() => {
    clearTimeout(sendTimer.current);
    sendTimer.current = undefined;
    const page = unsentPage.current;
    unsentPage.current = null;
    if (page === null || reader === null) return;
    const body = {
      episodeId: episode.id,
      page: historyPageOfViewer(page),
      pageCount: pages.length,
    };
    // Without a connection the page reached is queued on the device and sent when it returns
    // (OfflineRuntime), as is a write the network lost on the way.
    if (!navigator.onLine) {
      queueRead(reader, body);
      return;
    }
    runLazyMutation(
      ({ queries, queryClient }) => queries.recordHistoryMutation(client, queryClient),
      {
        ...body,
        workId: work.id,
      },
    ).catch((error: unknown) => queueFailedRead(reader, body, error));
  });
  useEffect(() => {
    const flush = () => sendHistory.current();
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      flush();
    };
  }, [sendHistory]);

  return function reached(page: number, { now = false } = {}) {
    const url = new URL(window.location.href);
    url.searchParams.set('page', String(page));
    window.history.replaceState(window.history.state, '', url);
    const storage = deviceStorage();
    if (storage) {
      storeReadingPosition(storage, { workCode: work.code, episodeCode: episode.code, page });
    }
    // Guests' history is not sent.
    if (!signedIn) return;
    unsentPage.current = page;
    if (now) sendHistory.current();
    else sendTimer.current ??= setTimeout(() => sendHistory.current(), HISTORY_RECORD_INTERVAL_MS);
  };
}

/**
 * The viewer page in the browser. The manifest comes in the shared HTML, and the image of the
 * page that HTML starts at (`startPage`: `?page=N`, else page 1), so that it paints before any
 * script has run. Where to start is the reader's own (`useStartPage`); each page reached is kept
 * (`usePageReached`).
 */
export function ViewerScreen({
  manifest,
  recommendations,
  startPage,
  group,
}: {
  manifest: ViewerManifest;
  /** What the end panel's tiles show of each recommended work. */
  recommendations: readonly ViewerRecommendation[];
  /** One-based page of the episode whose image the server HTML shows while the viewer loads. */
  startPage: number;
  /** The language group read in: its viewer and work pages are where the links lead. */
  group?: LanguageGroup;
}) {
  const links = viewerLinks(group);
  const locale = useUiLocale();
  const client = useApiClient();
  const router = useRouter();
  const { episode, work, pages, nextEpisode } = manifest;
  // The episode's analytics fields, the work's tags and sub-genre included.
  const analyticsContext = useMemo(() => viewerEpisodeContext({ work, episode }), [work, episode]);
  const code = useViewerCode();
  const skeletonPainted = useSkeletonPainted();
  const start = useStartPage(manifest);
  const reached = usePageReached(manifest);

  // Opening the episode is a read: recorded once the starting page is known, on this device
  // for everyone and in the history for a signed-in reader.
  const opened = start !== null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per opening, not per render
  useEffect(() => {
    if (opened && start !== null) reached(start, { now: true });
  }, [opened, episode.id]);

  // The next episode's page (manifest included) and first images, so it opens at once; which
  // images, and when, are the viewer's (`prefetchEpisodeStart`, `onNearEnd`). The images are
  // held decoded in `nextImages` while this one is read to its end.
  const nextImages = useRef<readonly HTMLImageElement[]>([]);
  function prefetchNextEpisode() {
    if (!nextEpisode) return;
    router.prefetch(links.episodeHref(nextEpisode), FULL_PREFETCH);
    void prefetchEpisodeStart(() => client.getViewer({ episodeCode: nextEpisode.code })).then(
      (images) => {
        if (images) nextImages.current = images;
      },
    );
  }

  if (start === null || code === undefined || !skeletonPainted) {
    const shown = pages[startPage - 1];
    return (
      <ViewerSkeleton
        scrollType={work.scrollType}
        workCode={work.code}
        start={shown && { page: shown, alt: pageAltText(episode.title, startPage, locale) }}
      />
    );
  }
  const { Viewer, ViewerEnd, SaveEpisodeControl } = code;
  return (
    <Viewer
      manifest={manifest}
      initialPage={start}
      onPageChange={reached}
      onNearEnd={prefetchNextEpisode}
      onAnalytics={(report) => track(viewerEvent(analyticsContext, report))}
      episodeHref={links.episodeHref}
      workHref={links.workHref}
      toolbarActions={<SaveEpisodeControl episode={episode} manifest={manifest} compact />}
      endPanel={
        <ViewerEnd
          manifest={manifest}
          recommendations={recommendations}
          analyticsContext={analyticsContext}
          links={links}
        />
      }
    />
  );
}
