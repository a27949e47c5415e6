'use client';

import {
  countPageView,
  INSTALL_PROMPT_STORAGE_KEY,
  installPromptDecision,
  markInstallPromptOffered,
  msUntilNextExpiry,
  parseInstallPromptState,
  serializeInstallPromptState,
} from '@cw/offline';
import { InstallPrompt } from '@cw/offline/components';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { useApiClient } from '../ApiClientContext';
import { deviceStorage, storeValue } from '../deviceStorage';
import { useSession } from '../session';
import { runAutoKeep } from './autoKeep';
import { flushQueuedWrites } from './queuedWrites';
import { deleteExpired, savedLibrary, subscribeSavedLibrary } from './savedEpisodes';
import '@cw/offline/styles.css';

/** The site's service worker (public/sw.js), for the whole site. */
const SERVICE_WORKER_URL = '/sw.js';

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
  const { data: session } = useSession();
  // The owner of queued writes and saved data (a string, as the write queue stores it).
  const reader = session?.user ? String(session.user.id) : null;

  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }).catch(() => {
      // Without a worker the site works as before, only not offline.
    });
  }, []);

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
      reading: pathname.startsWith('/viewer/'),
    });
    if (decision !== 'offer') return;
    storeValue(
      INSTALL_PROMPT_STORAGE_KEY,
      serializeInstallPromptState(markInstallPromptOffered(state, new Date())),
    );
    setShown(true);
  }, [promptEvent, pathname]);

  if (!shown || promptEvent === null) return null;
  return (
    <InstallPrompt
      onInstall={() => {
        setShown(false);
        void promptEvent.prompt();
      }}
      onDismiss={() => setShown(false)}
    />
  );
}
