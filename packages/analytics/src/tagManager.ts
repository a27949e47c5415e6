import type { Consent, ConsentCategory } from './consent';

/**
 * The categories whose tags the tag manager carries: measurement, advertising, social media,
 * affiliate and uncategorised tags. It loads when at least one is allowed; inside it, each tag
 * is held back by consent mode ({@link googleConsentModeState}) and by the data-layer events,
 * which are only pushed within consent. `functionality` is first-party (the site remembering
 * preferences) and does not need it.
 */
export const TAG_MANAGER_CONSENT_CATEGORIES: readonly ConsentCategory[] = [
  'performance',
  'targeting',
  'socialMedia',
  'affiliate',
  'unCategorized',
];

// Google Tag Manager web container ids: `GTM-` and upper-case letters or digits.
const CONTAINER_ID_PATTERN = /^GTM-[A-Z0-9]{4,12}$/;

/**
 * The tag manager container to load, or null to load nothing external: no container id
 * configured (or not a container id), no choice made yet, or no category the tag manager
 * serves allowed.
 *
 * @example
 * tagManagerContainer({ containerId: env.NEXT_PUBLIC_GTM_ID, consent: parseConsent(cookie) });
 * //=> 'GTM-ABC1234' once the reader allowed performance, otherwise null
 */
export function tagManagerContainer({
  containerId,
  consent,
}: {
  containerId: string | null | undefined;
  consent: Consent | null;
}): string | null {
  const id = containerId?.trim();
  if (!id || !CONTAINER_ID_PATTERN.test(id) || consent === null) return null;
  return TAG_MANAGER_CONSENT_CATEGORIES.some((category) => consent[category]) ? id : null;
}

/** A consent-mode signal: `granted` or `denied`. */
export type ConsentModeValue = 'granted' | 'denied';

/** The consent-mode state Google tags obey (`gtag('consent', 'default' | 'update', state)`). */
export interface GoogleConsentModeState {
  ad_storage: ConsentModeValue;
  ad_user_data: ConsentModeValue;
  ad_personalization: ConsentModeValue;
  analytics_storage: ConsentModeValue;
  functionality_storage: ConsentModeValue;
  personalization_storage: ConsentModeValue;
  security_storage: ConsentModeValue;
}

/**
 * The site's consent as Google's consent mode names it: analytics under `performance`,
 * advertising under `targeting`, functionality and personalisation under `functionality`,
 * security always granted (`required`). No choice yet is everything but security denied.
 *
 * @example
 * googleConsentModeState(consentFromCategories(['performance'])).analytics_storage; //=> 'granted'
 */
export function googleConsentModeState(consent: Consent | null): GoogleConsentModeState {
  const signal = (category: ConsentCategory): ConsentModeValue =>
    consent?.[category] ? 'granted' : 'denied';
  return {
    ad_storage: signal('targeting'),
    ad_user_data: signal('targeting'),
    ad_personalization: signal('targeting'),
    analytics_storage: signal('performance'),
    functionality_storage: signal('functionality'),
    personalization_storage: signal('functionality'),
    security_storage: 'granted',
  };
}

/** Where Google Tag Manager's web container script is served from. */
export const TAG_MANAGER_SCRIPT_ORIGIN = 'https://www.googletagmanager.com';

/**
 * The URL of a container's script (the standard loader's `gtm.js?id=`).
 *
 * @example
 * tagManagerScriptUrl('GTM-ABC1234'); //=> 'https://www.googletagmanager.com/gtm.js?id=GTM-ABC1234'
 */
export function tagManagerScriptUrl(containerId: string): string {
  return `${TAG_MANAGER_SCRIPT_ORIGIN}/gtm.js?id=${encodeURIComponent(containerId)}`;
}

// Google tags read commands as an `arguments` object, not an array.
function gtagCommand(..._command: unknown[]): IArguments {
  // biome-ignore lint/complexity/noArguments: the shape Google tags expect
  return arguments;
}

/**
 * What goes into the data layer just before the container script loads, in order: the consent
 * default (`gtag('consent', 'default', …)`, so tags inside obey the reader's choice from their
 * first hit) and the `gtm.js` start event the container's page-view triggers wait for. This is
 * the standard loader's inline snippet as data: pushed from the site's own script, it needs no
 * inline script, so the hash-based Content-Security-Policy stays as it is.
 *
 * @example
 * for (const entry of tagManagerStart({ consent, now: Date.now() })) window.dataLayer.push(entry);
 */
export function tagManagerStart({
  consent,
  now,
}: {
  consent: Consent | null;
  now: number;
}): [IArguments, { 'gtm.start': number; event: 'gtm.js' }] {
  return [
    gtagCommand('consent', 'default', googleConsentModeState(consent)),
    { 'gtm.start': now, event: 'gtm.js' },
  ];
}
