'use client';

import { useApiClient } from '@/app/_components/ApiClientContext';
import { storeValue } from '@/app/_components/deviceStorage';
import { BROADCAST_KEY, useSession } from '@/app/_components/session';

/**
 * Signs the reader out everywhere a shared device could keep them, then goes where the server
 * says (`/api/auth/end-session`): the provider's sign-out, which comes back to `callbackUrl`.
 * First what the device keeps of them goes: saved episodes and queued writes (sent first), and
 * what the viewer kept (reading positions, per-work choices).
 */
export function SignOutButton({
  label,
  callbackUrl,
  uiLocales,
}: {
  label: string;
  callbackUrl: string;
  /** The provider's pages in the reader's language (OpenID Connect's `ui_locales`). */
  uiLocales: string;
}) {
  const client = useApiClient();
  const { data: session } = useSession();
  // The owner of queued writes and saved data (a string, as the write queue stores it).
  const reader = session?.user ? String(session.user.id) : null;
  const signOutNow = async () => {
    // Loaded on the press: the sign-in and sign-out pages share this module.
    const cleanup = await import('@/app/_components/offline/signOutCleanup');
    // What this reader saved for offline reading leaves the device with them.
    if (reader !== null) await cleanup.clearReaderOfflineData(client, reader).catch(() => {});
    cleanup.clearReaderViewerKeys();
    const response = await fetch('/api/auth/end-session', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ callbackUrl, uiLocales }),
    }).catch(() => null);
    const { url } = response?.ok ? await response.json() : { url: callbackUrl };
    // Other tabs of the site drop the reader's session too.
    storeValue(
      BROADCAST_KEY,
      JSON.stringify({ event: 'session', data: { trigger: 'signout' }, timestamp: Date.now() }),
    );
    window.location.assign(url);
  };
  return (
    <button
      type="button"
      className="cw-button cw-button--primary"
      onClick={() => void signOutNow()}
    >
      {label}
    </button>
  );
}
