import { CONSENT_CATEGORIES, type Consent } from './consent';

/**
 * First-party cookie keeping the reader's choice, readable by the server (`cookies()` in a
 * server component, the `Cookie` header in a route handler) so it can leave tags out of the
 * HTML. Only the choice is kept: no identifier, no timestamp.
 */
export const CONSENT_COOKIE_NAME = 'cw_consent';

/**
 * Version of the cookie value. Bump it when categories change meaning or number: every stored
 * value then reads as "no choice" and the banner asks again.
 */
export const CONSENT_COOKIE_VERSION = 1;

/** How long a choice is kept: 182 days, as vanilla-cookieconsent keeps its own by default. */
export const CONSENT_COOKIE_MAX_AGE_SECONDS = 182 * 24 * 60 * 60;

// `1.1100000`: the version, a dot, then one 0/1 per category in CONSENT_CATEGORIES order.
const VALUE_PATTERN = new RegExp(
  `^${CONSENT_COOKIE_VERSION}\\.([01]{${CONSENT_CATEGORIES.length}})$`,
);

/**
 * The cookie value of a choice: `1.` then one digit per category in banner order, `1` allowed
 * and `0` refused (9 characters, nothing to encode).
 *
 * @example
 * serializeConsent(REQUIRED_ONLY_CONSENT); //=> '1.1000000'
 * serializeConsent(ACCEPT_ALL_CONSENT); //=> '1.1111111'
 */
export function serializeConsent(consent: Consent): string {
  const bits = CONSENT_CATEGORIES.map((category) =>
    category === 'required' || consent[category] ? '1' : '0',
  ).join('');
  return `${CONSENT_COOKIE_VERSION}.${bits}`;
}

/**
 * The choice a cookie value holds, or null for "no choice" when the value is missing, of
 * another version, malformed, or refuses `required` (which no banner offers).
 *
 * @example
 * parseConsent(cookies().get(CONSENT_COOKIE_NAME)?.value)?.performance; //=> true, false or no choice
 * parseConsent('garbage'); //=> null
 */
export function parseConsent(value: string | null | undefined): Consent | null {
  const bits = value ? VALUE_PATTERN.exec(value.trim())?.[1] : undefined;
  if (bits === undefined || bits[0] !== '1') return null;
  const consent = {} as Record<(typeof CONSENT_CATEGORIES)[number], boolean>;
  CONSENT_CATEGORIES.forEach((category, index) => {
    consent[category] = bits[index] === '1';
  });
  return consent;
}

/**
 * The choice in a `Cookie` request header (middleware, route handlers), or null when none.
 *
 * @example
 * consentFromCookieHeader(request.headers.get('cookie')); //=> Consent | null
 */
export function consentFromCookieHeader(header: string | null | undefined): Consent | null {
  if (!header) return null;
  for (const pair of header.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0) continue;
    if (pair.slice(0, separator).trim() === CONSENT_COOKIE_NAME) {
      return parseConsent(pair.slice(separator + 1));
    }
  }
  return null;
}

/**
 * A `document.cookie` assignment (or `Set-Cookie` value) storing the choice for the whole site:
 * `Path=/`, `SameSite=Lax`, kept {@link CONSENT_COOKIE_MAX_AGE_SECONDS}; `Secure` unless told
 * otherwise (plain-HTTP development). Not `HttpOnly`: the banner writes it from the page.
 *
 * @example
 * document.cookie = consentCookie(consentFromCategories(acceptedCategories));
 * //=> 'cw_consent=1.1100000; Path=/; Max-Age=15724800; SameSite=Lax; Secure'
 */
export function consentCookie(
  consent: Consent,
  { secure = true }: { secure?: boolean } = {},
): string {
  const attributes = [
    `${CONSENT_COOKIE_NAME}=${serializeConsent(consent)}`,
    'Path=/',
    `Max-Age=${CONSENT_COOKIE_MAX_AGE_SECONDS}`,
    'SameSite=Lax',
  ];
  if (secure) attributes.push('Secure');
  return attributes.join('; ');
}
