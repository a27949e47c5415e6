import type { Episode } from '@cw/contract/schemas';
import { parseDate } from '@cw/dates';
import { episodeAvailabilityAt } from '@cw/domain';
import type { UiLocale } from '@cw/ui';

/**
 * Why an episode cannot be saved: it is sold in stores rather than read here (ストアで購入);
 * it is not served any more (`isActive` false, ended delivery included); or its delivery
 * period has ended by `now` though the data still says active (a cached page, a late list).
 */
export type UnsaveableReason = 'store-only' | 'ended' | 'expired';

/** Whether an episode can be saved for offline reading, and until when it may stay saved. */
export type Saveability =
  | {
      readonly saveable: true;
      /** When the delivery period ends and the saved copy is removed; `null` for never. */
      readonly expiresAt: Date | null;
    }
  | { readonly saveable: false; readonly reason: UnsaveableReason };

/** What the save button says in place of 保存 when the episode cannot be saved. */
export const UNSAVEABLE_TEXT = {
  'store-only': 'ストアで購入できる話は保存できません',
  ended: '公開が終了した話は保存できません',
  expired: '配信期限を過ぎた話は保存できません',
} as const satisfies Record<UnsaveableReason, string>;

/** Why an episode cannot be saved, in one interface language. */
export type UnsaveableText = Readonly<Record<UnsaveableReason, string>>;

/**
 * {@link UNSAVEABLE_TEXT} in every interface language: short enough for two lines of the
 * viewer's toolbar, where the reason stays written out.
 */
export const UNSAVEABLE_TEXTS: Readonly<Record<UiLocale, UnsaveableText>> = {
  ja: UNSAVEABLE_TEXT,
  en: {
    'store-only': 'Store-only chapters can’t be saved',
    ended: 'Unavailable chapters can’t be saved',
    expired: 'Expired chapters can’t be saved',
  },
  'zh-Hant-TW': {
    'store-only': '本話需至商店購買，無法儲存',
    ended: '本話已結束公開，無法儲存',
    expired: '本話已超過刊登期限，無法儲存',
  },
};

/**
 * Whether an episode can be saved at `now`, as `episodeAvailabilityAt` (`@cw/domain`) says:
 * what opens in the viewer (`readable`, `trial`, `promotional`) is saved until its
 * `expiresAt`. A `store-only` episode (with purchase links, active or not: the work page shows
 * ストアで購入 instead of a link to it, and the viewer its stores) is never saved. An `ended`
 * one has ended when the data says inactive, and has expired when its delivery period is over
 * at `now` (`null` or year 9999 means no end; a zone-less time is Japan time).
 *
 * @example
 * episodeSaveability({ ...episode, isActive: true, stores: [], deliveryPeriod: '2024-03-31T23:59:59+09:00' }, now);
 * //=> { saveable: true, expiresAt: Date 2024-03-31T14:59:59.000Z }
 * episodeSaveability({ ...episode, isActive: false, stores: [], deliveryPeriod: null }, now);
 * //=> { saveable: false, reason: 'ended' }
 */
export function episodeSaveability(
  episode: Pick<Episode, 'isActive' | 'stores' | 'deliveryPeriod' | 'type' | 'serviceId'>,
  now: Date,
): Saveability {
  const availability = episodeAvailabilityAt(episode, now);
  switch (availability.kind) {
    case 'readable':
    case 'trial':
    case 'promotional':
      return { saveable: true, expiresAt: parseDate(episode.deliveryPeriod) };
    case 'store-only':
      return { saveable: false, reason: 'store-only' };
    case 'ended':
      return {
        saveable: false,
        reason: availability.reason === 'delivery-ended' ? 'expired' : 'ended',
      };
  }
}
