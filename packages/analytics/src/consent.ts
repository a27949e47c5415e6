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
export type Consent = Record<ConsentCategory, boolean>;

/** Where this device keeps the reader's choice. */
export const CONSENT_STORAGE_KEY = 'cw-analytics--consent';

/**
 * What applies until the reader chooses: every category allowed, as under Japan's opt-out
 * rules (the reader can refuse any optional category on `/optout`).
 */
export const DEFAULT_CONSENT: Consent = Object.fromEntries(
  CONSENT_CATEGORIES.map((category) => [category, true]),
) as Consent;

/**
 * The reader's stored choice. A missing, unreadable or malformed value gives the default;
 * categories the stored value lacks take their default; `required` is always true.
 *
 * @example
 * readConsent(localStorage).performance; //=> true unless the reader opted out
 */
export function readConsent(storage: Pick<Storage, 'getItem'> | undefined): Consent {
  let stored: unknown;
  try {
    stored = JSON.parse(storage?.getItem(CONSENT_STORAGE_KEY) ?? 'null');
  } catch {
    stored = null;
  }
  const consent = { ...DEFAULT_CONSENT };
  if (stored !== null && typeof stored === 'object') {
    for (const category of CONSENT_CATEGORIES) {
      const value = (stored as Record<string, unknown>)[category];
      if (typeof value === 'boolean') consent[category] = value;
    }
  }
  consent.required = true;
  return consent;
}

/**
 * Keeps the reader's choice on this device (`required` stays true whatever is passed).
 *
 * @example
 * writeConsent(localStorage, { ...readConsent(localStorage), performance: false });
 */
export function writeConsent(storage: Pick<Storage, 'setItem'>, consent: Consent): void {
  storage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ ...consent, required: true }));
}
