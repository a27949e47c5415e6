import * as CookieConsent from 'vanilla-cookieconsent';
import { acceptedCategories, type Consent, consentFromCategories } from './consent';
import { consentDialogConfig } from './consentDialogConfig';

export interface ConsentDialogOptions {
  /** The choice the site holds now (the `cw_consent` cookie, parsed); null when none. */
  consent: Consent | null;
  /** Called with the reader's choice each time they make one. */
  onChoice: (consent: Consent) => void;
}

let started: Promise<void> | undefined;
let onChoice: (consent: Consent) => void = () => {};
// True while the library is being told a choice the site already holds: not a new choice.
let syncing = false;

function start(consent: Consent | null): Promise<void> {
  started ??= (async () => {
    await CookieConsent.run(
      consentDialogConfig({
        onChoice: () => {
          if (syncing) return;
          onChoice(consentFromCategories(CookieConsent.getUserPreferences().acceptedCategories));
        },
      }),
    );
    // The cookie is the site's record; the library's own may be missing (another device
    // profile, cleared storage): its settings must open on the choice the site applies.
    if (consent !== null && !CookieConsent.validConsent()) {
      syncing = true;
      try {
        CookieConsent.acceptCategory(acceptedCategories(consent));
      } finally {
        syncing = false;
      }
    }
  })();
  return started;
}

/**
 * Shows the consent banner (accept all, required only, settings) of vanilla-cookieconsent,
 * configured by {@link consentDialogConfig}. Load this module only when it is needed (a
 * dynamic `import()`), with the stylesheet `@cw/analytics/styles.css`.
 *
 * @example
 * const { showConsentBanner } = await import('@cw/analytics/consent-dialog');
 * await showConsentBanner({ consent: null, onChoice: save });
 */
export async function showConsentBanner(options: ConsentDialogOptions): Promise<void> {
  onChoice = options.onChoice;
  await start(options.consent);
  CookieConsent.show(true);
}

/**
 * Opens the settings, one switch per category, on the choice the site holds (the footer's
 * `Cookie設定` and `/optout`).
 *
 * @example
 * await showConsentSettings({ consent: parseConsent(cookieValue), onChoice: save });
 */
export async function showConsentSettings(options: ConsentDialogOptions): Promise<void> {
  onChoice = options.onChoice;
  await start(options.consent);
  CookieConsent.showPreferences();
}
