// The consent dialog and its stylesheet, one chunk loaded when the dialog is first needed.
import '@cw/analytics/styles.css';

export { showConsentBanner, showConsentSettings } from '@cw/analytics/consent-dialog';
