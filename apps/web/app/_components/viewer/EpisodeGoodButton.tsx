'use client';

import { type EpisodeContext, goodButtonEvent } from '@cw/analytics';
import { apiQuery } from '@cw/api-client/queries';
import { useAddFavorite, useAddGuestFavorite, useRemoveFavorite } from '@cw/api-client-react';
import { GoodButton } from '@cw/viewer/components';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useApiClient } from '@/app/_components/ApiClientContext';
import { track } from '@/app/_components/analytics';
import { readStoredIds, storeValue } from '@/app/_components/deviceStorage';
import { useSession } from '@/app/_components/session';

/** The episodes a guest pressed good on, on this device (the server keeps only the count). */
const GUEST_GOODS_KEY = 'cw-viewer--guest-goods';
const GUEST_GOODS_MAX = 500;

function rememberGuestGood(episodeId: number): void {
  const ids = [...readStoredIds(GUEST_GOODS_KEY).filter((id) => id !== episodeId), episodeId];
  // Without storage the button forgets the press on the next visit; the count kept it.
  storeValue(GUEST_GOODS_KEY, JSON.stringify(ids.slice(-GUEST_GOODS_MAX)));
}

/**
 * The good button (いいね) of the episode just read: a signed-in reader's through the favorites
 * endpoints, with the episode's count; a guest's through the guest endpoint, which only counts
 * (so it cannot be taken back), remembered on this device. Reports `good_button_on/off`.
 */
export function EpisodeGoodButton({
  episodeId,
  context,
}: {
  episodeId: number;
  context: EpisodeContext;
}) {
  const client = useApiClient();
  const { status } = useSession();
  const signedIn = status === 'authenticated';
  const query = useQuery({
    ...apiQuery(client, 'getFavoriteStatus', { episodeId }),
    enabled: signedIn,
  });
  const add = useAddFavorite(client);
  const remove = useRemoveFavorite(client);
  const addGuest = useAddGuestFavorite(client);
  const [guestPressed, setGuestPressed] = useState<boolean | null>(null);
  useEffect(() => setGuestPressed(readStoredIds(GUEST_GOODS_KEY).includes(episodeId)), [episodeId]);

  const mutation = signedIn ? (query.data?.isFavorite ? remove : add) : addGuest;
  const pending = add.isPending || remove.isPending || addGuest.isPending;
  const failed = add.isError || remove.isError || addGuest.isError;
  const guestNow =
    guestPressed === null ? null : guestPressed || addGuest.isPending || addGuest.isSuccess;
  const pressed =
    status === 'loading' ? null : signedIn ? (query.data?.isFavorite ?? null) : guestNow;

  function change(next: boolean) {
    const onSuccess = () => {
      if (!signedIn) {
        rememberGuestGood(episodeId);
        setGuestPressed(true);
      }
      track(goodButtonEvent(context, next));
    };
    mutation.mutate({ episodeId }, { onSuccess });
  }

  return (
    <GoodButton
      pressed={pressed}
      count={signedIn ? (query.data?.count ?? null) : (addGuest.data?.count ?? null)}
      pending={pending}
      error={failed && !pending}
      guest={!signedIn}
      onPressedChange={change}
    />
  );
}
