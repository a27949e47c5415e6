// The consent settings and their stylesheet, one chunk loaded when they are first opened.
import '@cw/analytics/styles.css';

export { showConsentSettings } from '@cw/analytics/consent-dialog';
