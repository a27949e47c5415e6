'use client';

import { Button, buttonClassName, useUiLocale } from '@cw/ui';
import { VIEWER_TEXTS } from '../text';

export interface ViewerErrorProps {
  /** What went wrong, for the reader; a generic message in the reader's language by default. */
  message?: string;
  /** Loads the episode again; without it no retry button is shown. */
  onRetry?: () => void;
  /** URL of the work's page, offered as a way out. */
  workHref?: string;
}

/**
 * The viewer's error state: the episode could not be loaded (network, server). Announced as
 * an alert, with a retry button '再読み込み' and, given `workHref`, a link back to the work.
 *
 * @example
 * <ViewerError onRetry={() => query.refetch()} workHref={`/detail/${workCode}`} />
 */
export function ViewerError({ message, onRetry, workHref }: ViewerErrorProps) {
  const text = VIEWER_TEXTS[useUiLocale()];
  return (
    <div className="cw-viewer-notice" role="alert" data-testid="viewer-error">
      <p className="cw-viewer-notice__heading">{text.errorTitle}</p>
      <p className="cw-viewer-notice__message">{message ?? text.errorMessage}</p>
      <div className="cw-viewer-notice__actions">
        {onRetry ? (
          <Button onClick={onRetry} fullWidth>
            {text.retry}
          </Button>
        ) : null}
        {workHref ? (
          <a href={workHref} className={buttonClassName({ variant: 'secondary', fullWidth: true })}>
            {text.toWork}
          </a>
        ) : null}
      </div>
    </div>
  );
}
