/** The site's service worker (public/sw.js), for the whole site. */
const SERVICE_WORKER_URL = '/sw.js';

/**
 * Registers the service worker (again: registering is idempotent and checks for a new build).
 * Without one the site works as before, only not offline.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }).catch(() => {});
}
