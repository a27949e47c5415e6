import { CONSENT_COOKIE_NAME } from './consentCookie';

/**
 * An inline script for server HTML shared by every reader, put as the first child of the
 * consent notice rendered `hidden`: it shows the notice before anything is painted when the
 * reader's cookies hold no `cw_consent` choice (a first visit). One fixed text, so a page's
 * Content-Security-Policy can allow it by its hash. A malformed cookie leaves it hidden here;
 * the app shows the notice once it has read the cookie itself.
 *
 * @example
 * <section hidden suppressHydrationWarning>
 *   <script dangerouslySetInnerHTML={{ __html: CONSENT_NOTICE_SCRIPT }} />
 * </section>
 */
export const CONSENT_NOTICE_SCRIPT = `try{if(!/(?:^|;\\s*)${CONSENT_COOKIE_NAME}=/.test(document.cookie))document.currentScript.parentElement.hidden=false}catch(e){}`;
