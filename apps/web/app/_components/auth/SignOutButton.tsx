'use client';

import { signOut } from 'next-auth/react';
import { useApiClient } from '@/app/_components/ApiClientContext';
import { useSession } from '@/app/_components/session';

export function SignOutButton({ label, callbackUrl }: { label: string; callbackUrl: string }) {
  const client = useApiClient();
  const { data: session } = useSession();
  // The owner of queued writes and saved data (a string, as the write queue stores it).
  const reader = session?.user ? String(session.user.id) : null;
  const signOutNow = async () => {
    if (reader !== null) {
      // What this reader saved for offline reading leaves the device with them.
      const { clearReaderOfflineData } = await import('@/app/_components/offline/signOutCleanup');
      await clearReaderOfflineData(client, reader).catch(() => {});
    }
    await signOut({ callbackUrl });
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
