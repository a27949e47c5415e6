import type { AnalyticsEvent, StoreScreen, StoreSubjectFields } from './events';

/**
 * What a store chooser was opened for, as the episode list's `StoreSubject` gives it: an
 * episode or a volume.
 */
export type StoreSubjectInput =
  | { readonly kind: 'episode'; readonly episode: { readonly id: number; readonly code: string } }
  | { readonly kind: 'volume'; readonly volume: { readonly id: number; readonly title: string } };

/** The work around a store chooser, when the page knows it. */
export interface StoreWorkInput {
  readonly id: number;
  readonly code: string;
  readonly title: string;
}

interface StoreEventInput {
  readonly screen: StoreScreen;
  readonly subject: StoreSubjectInput;
  readonly work?: StoreWorkInput | null;
}

function storeSubjectFields({ screen, subject, work }: StoreEventInput): StoreSubjectFields {
  const episode = subject.kind === 'episode' ? subject.episode : null;
  const volume = subject.kind === 'volume' ? subject.volume : null;
  return {
    screen,
    subject: subject.kind,
    work_id: work?.id ?? null,
    work_code: work?.code ?? null,
    work_title: work?.title ?? null,
    episode_id: episode?.id ?? null,
    episode_code: episode?.code ?? null,
    volume_id: volume?.id ?? null,
    volume_title: volume?.title ?? null,
  };
}

/**
 * `store_modal_open`: the store chooser ('ストアを選択') opened for an episode or a volume, on
 * the work page, the purchase-link page or in the viewer (spec section 4).
 *
 * @example
 * storeModalOpenEvent({ screen: 'work', subject: { kind: 'volume', volume }, work });
 * //=> { event: 'store_modal_open', screen: 'work', subject: 'volume', volume_id: 31, … }
 */
export function storeModalOpenEvent(
  input: StoreEventInput,
): Extract<AnalyticsEvent, { event: 'store_modal_open' }> {
  return { event: 'store_modal_open', ...storeSubjectFields(input) };
}

/**
 * `store_click`: the reader followed a store's purchase link.
 *
 * @example
 * storeClickEvent({ screen: 'viewer', subject: { kind: 'episode', episode }, store }).store_code;
 * //=> 'book_walker'
 */
export function storeClickEvent(
  input: StoreEventInput & { readonly store: { readonly code: string; readonly name: string } },
): Extract<AnalyticsEvent, { event: 'store_click' }> {
  return {
    event: 'store_click',
    ...storeSubjectFields(input),
    store_code: input.store.code,
    store_name: input.store.name,
  };
}
