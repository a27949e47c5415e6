import type { UiLocale } from '@cw/ui';
import * as CookieConsent from 'vanilla-cookieconsent';
import { acceptedCategories, type Consent, consentFromCategories } from './consent';
import { consentDialogConfig, uiLocaleOfLang } from './consentDialogConfig';

export interface ConsentDialogOptions {
  /** The choice the site holds now (the `cw_consent` cookie, parsed); null when none. */
  consent: Consent | null;
  /** Called with the reader's choice each time they make one. */
  onChoice: (consent: Consent) => void;
  /**
   * The language of the settings: the reader's language group's. By default the document's
   * `lang`, which each group sets (`en`: English, `zh-Hant-TW`: Traditional Chinese, else
   * Japanese).
   */
  locale?: UiLocale;
}

let started: Promise<void> | undefined;
let onChoice: (consent: Consent) => void = () => {};
// True while the library is being told a choice the site already holds: not a new choice.
let syncing = false;

/**
 * Tells the library the choice the site holds, when its own record says otherwise (missing:
 * cleared storage, another browser profile; different: a choice made in another tab), so its
 * settings open on the choice the site applies.
 */
function syncTo(consent: Consent | null): void {
  if (consent === null) return;
  const held = acceptedCategories(consent);
  const shown = CookieConsent.validConsent()
    ? CookieConsent.getUserPreferences().acceptedCategories
    : null;
  if (shown && shown.length === held.length && held.every((name) => shown.includes(name))) return;
  syncing = true;
  try {
    CookieConsent.acceptCategory(held);
  } finally {
    syncing = false;
  }
}

function start(locale: UiLocale): Promise<void> {
  started ??= (async () => {
    await CookieConsent.run(
      consentDialogConfig({
        locale,
        onChoice: () => {
          if (syncing) return;
          onChoice(consentFromCategories(CookieConsent.getUserPreferences().acceptedCategories));
        },
      }),
    );
  })();
  return started;
}

/**
 * Opens the settings of vanilla-cookieconsent, configured by {@link consentDialogConfig}: one
 * switch per category, on the choice the site holds (the consent notice's 設定を変更する, the
 * footer's `Cookie設定` and `/optout`), in the reader's language (`locale`, else the
 * document's `lang`): a reader who moves between language groups sees each group's words. Load
 * this module only when it is needed (a dynamic `import()`), with the stylesheet
 * `@cw/analytics/styles.css`.
 *
 * @example
 * await showConsentSettings({ consent: parseConsent(cookieValue), onChoice: save });
 */
export async function showConsentSettings(options: ConsentDialogOptions): Promise<void> {
  onChoice = options.onChoice;
  const locale = options.locale ?? uiLocaleOfLang(document.documentElement.lang);
  await start(locale);
  // The library keeps one language at a time: switching rebuilds its dialogs (no-op if unchanged).
  await CookieConsent.setLanguage(locale);
  syncTo(options.consent);
  CookieConsent.showPreferences();
}
