/** Consent categories of the consent banner (spec section 9), `required` first. */
export const CONSENT_CATEGORIES = [
  'required',
  'performance',
  'functionality',
  'targeting',
  'socialMedia',
  'affiliate',
  'unCategorized',
] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

/** Whether the reader allows each category; `required` is always allowed. */
export type Consent = Readonly<Record<ConsentCategory, boolean>>;

/**
 * Everything but `required` refused: what "reject all" gives, and what applies while the
 * reader has not chosen (nothing outside `required` is loaded or sent before consent).
 */
export const REQUIRED_ONLY_CONSENT: Consent = Object.freeze(consentFromCategories([]));

/** Every category allowed: what "accept all" gives. */
export const ACCEPT_ALL_CONSENT: Consent = Object.freeze(consentFromCategories(CONSENT_CATEGORIES));

/** Tells a consent category from any other string (a consent library's own names, a cookie). */
export function isConsentCategory(name: unknown): name is ConsentCategory {
  return typeof name === 'string' && (CONSENT_CATEGORIES as readonly string[]).includes(name);
}

/**
 * The consent of a reader who accepted exactly `accepted` (per-category settings, or a consent
 * library's list of accepted categories). Unknown names are ignored; `required` is always on.
 *
 * @example
 * consentFromCategories(['performance', 'ads']).performance; //=> true ('ads' is ignored)
 */
export function consentFromCategories(accepted: Iterable<string>): Consent {
  const granted = new Set<string>(accepted);
  const consent = {} as Record<ConsentCategory, boolean>;
  for (const category of CONSENT_CATEGORIES) {
    consent[category] = category === 'required' || granted.has(category);
  }
  return consent;
}

/**
 * The categories a consent allows, in banner order (`required` first): what a consent library
 * is told to show as already accepted.
 *
 * @example
 * acceptedCategories(REQUIRED_ONLY_CONSENT); //=> ['required']
 */
export function acceptedCategories(consent: Consent): ConsentCategory[] {
  return CONSENT_CATEGORIES.filter((category) => consent[category]);
}

/**
 * The consent that applies: the reader's choice, or `required` only while there is none.
 *
 * @example
 * effectiveConsent(null).performance; //=> false
 */
export function effectiveConsent(choice: Consent | null | undefined): Consent {
  return choice ?? REQUIRED_ONLY_CONSENT;
}

/** How long the page waits before reloading once the reader withdraws a category (spec 7). */
export const CONSENT_RELOAD_DELAY_MS = 1000;

/**
 * What the page does when the reader's choice changes (spec section 7): tags a tag manager
 * has loaded cannot be unloaded, so withdrawing any category that was allowed re-initialises
 * tracking with a reload (after {@link CONSENT_RELOAD_DELAY_MS}); granting only more, or a
 * first choice, applies at once; the same choice again does nothing.
 *
 * @example
 * consentChange(ACCEPT_ALL_CONSENT, REQUIRED_ONLY_CONSENT); //=> 'reload'
 * consentChange(null, ACCEPT_ALL_CONSENT); //=> 'apply'
 */
export function consentChange(
  previous: Consent | null,
  next: Consent,
): 'reload' | 'apply' | 'unchanged' {
  if (previous === null) return 'apply';
  if (CONSENT_CATEGORIES.some((category) => previous[category] && !next[category])) {
    return 'reload';
  }
  return CONSENT_CATEGORIES.some((category) => previous[category] !== next[category])
    ? 'apply'
    : 'unchanged';
}
