import { isRecord } from '@cw/domain';
import { isCount, parseJson } from './storedValues';

/** Local storage key of the install prompt's state (the device's, kept across sign-outs). */
export const INSTALL_PROMPT_STORAGE_KEY = 'cw-offline--install-prompt';

/** Page views before the prompt may show: never on the first. */
export const INSTALL_PROMPT_MIN_PAGE_VIEWS = 2;

/** Page views counted on this device, and when the prompt was offered, if ever. */
export interface InstallPromptState {
  readonly pageViews: number;
  /** ISO 8601; once set the prompt is never offered again, whatever the answer. */
  readonly offeredAt: string | null;
}

/** A device that has seen nothing yet. */
export const INITIAL_INSTALL_PROMPT_STATE: InstallPromptState = Object.freeze({
  pageViews: 0,
  offeredAt: null,
});

/**
 * The state after one more page view (soft navigations included).
 *
 * @example
 * countPageView(INITIAL_INSTALL_PROMPT_STATE); //=> { pageViews: 1, offeredAt: null }
 */
export function countPageView(state: InstallPromptState): InstallPromptState {
  // Counting stops once it no longer matters, so the stored number stays small.
  if (state.offeredAt !== null || state.pageViews >= INSTALL_PROMPT_MIN_PAGE_VIEWS) return state;
  return { ...state, pageViews: state.pageViews + 1 };
}

/**
 * Why the prompt shows or not: `offer`; not yet (`first-page-view`, or `reading`: never in
 * the middle of an episode); or never again (`offered`, `installed`); or the browser has no
 * prompt to give (`unavailable`: no `beforeinstallprompt` event kept).
 */
export type InstallPromptDecision =
  | 'offer'
  | 'first-page-view'
  | 'reading'
  | 'offered'
  | 'installed'
  | 'unavailable';

/**
 * Whether to offer installing the app now: once per device, never on the first page view,
 * never while reading in the viewer, and only when the browser handed a prompt
 * (`beforeinstallprompt`) and the site is not already running installed
 * (`display-mode: standalone`).
 *
 * @example
 * installPromptDecision({ state: { pageViews: 2, offeredAt: null }, promptAvailable: true, installed: false, reading: false });
 * //=> 'offer'
 */
export function installPromptDecision({
  state,
  promptAvailable,
  installed,
  reading,
}: {
  readonly state: InstallPromptState;
  readonly promptAvailable: boolean;
  readonly installed: boolean;
  readonly reading: boolean;
}): InstallPromptDecision {
  if (installed) return 'installed';
  if (state.offeredAt !== null) return 'offered';
  if (!promptAvailable) return 'unavailable';
  if (state.pageViews < INSTALL_PROMPT_MIN_PAGE_VIEWS) return 'first-page-view';
  if (reading) return 'reading';
  return 'offer';
}

/**
 * The state once the prompt was shown, whatever the reader answered.
 *
 * @example
 * markInstallPromptOffered({ pageViews: 2, offeredAt: null }, now).offeredAt; //=> '2024-02-01T03:00:00.000Z'
 */
export function markInstallPromptOffered(state: InstallPromptState, now: Date): InstallPromptState {
  return { ...state, offeredAt: now.toISOString() };
}

/**
 * The stored text of the state.
 *
 * @example
 * localStorage.setItem(INSTALL_PROMPT_STORAGE_KEY, serializeInstallPromptState(state));
 */
export function serializeInstallPromptState(state: InstallPromptState): string {
  return JSON.stringify({ pageViews: state.pageViews, offeredAt: state.offeredAt });
}

/**
 * Reads the stored state; anything unreadable gives the initial state. Never throws.
 *
 * @example
 * parseInstallPromptState('{"pageViews":2,"offeredAt":null}'); //=> { pageViews: 2, offeredAt: null }
 */
export function parseInstallPromptState(text: string | null | undefined): InstallPromptState {
  const data = parseJson(text);
  if (!isRecord(data) || !isCount(data.pageViews)) return INITIAL_INSTALL_PROMPT_STATE;
  const { offeredAt } = data;
  const offered = typeof offeredAt === 'string' && !Number.isNaN(Date.parse(offeredAt));
  return { pageViews: data.pageViews, offeredAt: offered ? offeredAt : null };
}
