import { CLIENT_LOG_MESSAGE_MAX } from '@cw/contract/constants';
import type { ClientLogInput } from '@cw/contract/schemas';
import { useEffect } from 'react';

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

/** At most this many error lines per page load: a loop that throws cannot flood the endpoint. */
const MAX_ERROR_LINES = 10;
let errorLines = 0;

/** Logs a browser error once per page load's budget (`CLIENT_ERROR`, `CLIENT_RENDER_ERROR`…). */
export function logClientError(
  code: string,
  error: unknown,
  detail?: Record<string, string>,
): void {
  if (errorLines >= MAX_ERROR_LINES) return;
  errorLines += 1;
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  logToServer({ level: 'error', code, message: message || code, ...(detail ? { detail } : {}) });
}

/**
 * Sends the page's uncaught errors and unhandled promise rejections to the log endpoint
 * (`CLIENT_ERROR`, `CLIENT_UNHANDLED_REJECTION`). Returns the way to stop.
 */
export function reportClientErrors(): () => void {
  const onError = (event: ErrorEvent) =>
    logClientError('CLIENT_ERROR', event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) =>
    logClientError('CLIENT_UNHANDLED_REJECTION', event.reason);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}

/** An error boundary's error, logged once per error (`CLIENT_RENDER_ERROR`, with its digest). */
export function useLogRenderError(error: Error & { digest?: string }): void {
  useEffect(() => {
    logClientError(
      'CLIENT_RENDER_ERROR',
      error,
      error.digest ? { digest: error.digest } : undefined,
    );
  }, [error]);
}
