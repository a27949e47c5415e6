'use client';

import {
  countPageView,
  INSTALL_PROMPT_MIN_PAGE_VIEWS,
  INSTALL_PROMPT_STORAGE_KEY,
  installPromptDecision,
  markInstallPromptOffered,
  msUntilNextExpiry,
  parseInstallPromptState,
  serializeInstallPromptState,
} from '@cw/offline';
import type { InstallPromptProps } from '@cw/offline/components';
import { isViewerPath } from '@cw/paths';
import { lazyModule, UiLocaleProvider } from '@cw/ui';
import { usePathname } from 'next/navigation';
import { type ComponentType, useEffect, useState } from 'react';
import { localeOfPath } from '@/i18n/groups';
import { useApiClient } from '../ApiClientContext';
import { deviceStorage, storeValue } from '../deviceStorage';
import { useSession } from '../session';
import { runAutoKeep } from './autoKeep';
import { flushQueuedWrites } from './queuedWrites';
import { deleteExpired, savedLibrary, subscribeSavedLibrary } from './savedEpisodes';
import { registerServiceWorker } from './serviceWorker';

const loadInstallPrompt = lazyModule(() =>
  import('./installPrompt').then((module) => module.InstallPrompt),
);

/** Chromium's install prompt event, not in TypeScript's DOM types. */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
}

/**
 * Offline reading in the background of every page, loaded after the page has hydrated: the
 * service worker's registration, queued history writes sent when the connection returns,
 * saved episodes deleted when their delivery period ends, auto-keep of followed works, and
 * the install prompt, offered once after the first page view and never while reading.
 */
export default function OfflineRuntime() {
  const client = useApiClient();
  const pathname = usePathname();
  const { data: session } = useSession();
  // The owner of queued writes and saved data (a string, as the write queue stores it).
  const reader = session?.user ? String(session.user.id) : null;

  // The worker (and the app's files it precaches, ~1.5 MB) is not fetched on a visitor's first
  // page, which stays as light as a page can be: from the second page view on, once installed
  // (kept up to date), or when the reader saves an episode (`saveForOffline`).
  // biome-ignore lint/correctness/useExhaustiveDependencies: checked again on each page viewed
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const { pageViews } = parseInstallPromptState(
      deviceStorage()?.getItem(INSTALL_PROMPT_STORAGE_KEY),
    );
    if (navigator.serviceWorker.controller || pageViews >= INSTALL_PROMPT_MIN_PAGE_VIEWS) {
      registerServiceWorker();
    }
  }, [pathname]);

  // Queued writes go when the reader is known and whenever the connection returns.
  useEffect(() => {
    if (reader === null) return;
    const flush = () => {
      if (navigator.onLine) void flushQueuedWrites(client, reader).then(() => runAutoKeep(client));
    };
    flush();
    window.addEventListener('online', flush);
    return () => window.removeEventListener('online', flush);
  }, [client, reader]);

  // Saved episodes leave the device when their delivery period ends, on time.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const sweep = () => {
      clearTimeout(timer);
      const now = new Date();
      void deleteExpired(now);
      const wait = msUntilNextExpiry(savedLibrary(), now);
      if (wait !== null) timer = setTimeout(sweep, Math.max(wait, 0));
    };
    sweep();
    const unsubscribe = subscribeSavedLibrary(sweep);
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, []);

  return <InstallOffer />;
}

function InstallOffer() {
  const pathname = usePathname();
  const [promptEvent, setPromptEvent] = useState<BeforeInstallPromptEvent | null>(null);
  const [shown, setShown] = useState(false);
  // The offer's code and stylesheet, loaded when it is made.
  const [Prompt, setPrompt] = useState<ComponentType<InstallPromptProps> | null>(null);

  useEffect(() => {
    const onPrompt = (event: Event) => {
      // Held for our own offer instead of the browser's mini bar.
      event.preventDefault();
      setPromptEvent(event as BeforeInstallPromptEvent);
    };
    window.addEventListener('beforeinstallprompt', onPrompt);
    return () => window.removeEventListener('beforeinstallprompt', onPrompt);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: one count per page viewed
  useEffect(() => {
    const stored = parseInstallPromptState(deviceStorage()?.getItem(INSTALL_PROMPT_STORAGE_KEY));
    const state = countPageView(stored);
    if (state !== stored)
      storeValue(INSTALL_PROMPT_STORAGE_KEY, serializeInstallPromptState(state));
  }, [pathname]);

  useEffect(() => {
    const state = parseInstallPromptState(deviceStorage()?.getItem(INSTALL_PROMPT_STORAGE_KEY));
    const decision = installPromptDecision({
      state,
      promptAvailable: promptEvent !== null,
      installed: window.matchMedia('(display-mode: standalone)').matches,
      reading: isViewerPath(pathname),
    });
    if (decision !== 'offer') return;
    let live = true;
    loadInstallPrompt().then(
      (component) => {
        if (!live) return;
        // Counted as offered once it can be shown.
        storeValue(
          INSTALL_PROMPT_STORAGE_KEY,
          serializeInstallPromptState(markInstallPromptOffered(state, new Date())),
        );
        setPrompt(() => component);
        setShown(true);
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, [promptEvent, pathname]);

  if (!shown || promptEvent === null || Prompt === null) return null;
  return (
    // Mounted outside the pages' frames: in a language group, in the group's language.
    <UiLocaleProvider locale={localeOfPath(pathname)}>
      <Prompt
        onInstall={() => {
          setShown(false);
          void promptEvent.prompt();
        }}
        onDismiss={() => setShown(false)}
      />
    </UiLocaleProvider>
  );
}
