import { CLIENT_LOG_MESSAGE_MAX } from '@cw/api-client/constants';
import type { ClientLogInput } from '@cw/api-client/schemas';

/**
 * Sends one line of the browser's log to the site's log endpoint (`POST /api/log`, spec
 * section 7), with the page it happened on. Fire and forget: logging never throws, never
 * delays the page, and outlives a page being left (`keepalive`).
 *
 * @example
 * logToServer({ level: 'error', code: 'CLIENT_SESSION_ERROR', message: 'HTTP Error: 500' });
 */
export function logToServer(line: Omit<ClientLogInput, 'url'>): void {
  const body: ClientLogInput = {
    ...line,
    message: line.message.slice(0, CLIENT_LOG_MESSAGE_MAX),
    url: `${window.location.pathname}${window.location.search}`.slice(0, 2048),
  };
  fetch('/api/log', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    keepalive: true,
  }).catch(() => {
    // Nowhere left to report to.
  });
}
