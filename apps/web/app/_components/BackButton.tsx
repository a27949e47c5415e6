import { Button } from '@cw/ui';
import { HISTORY_BACK_ATTRIBUTE } from './historyBackAttribute';

/**
 * The browser's Back (前のページへ戻る), for error pages reached from within the site. Plain
 * HTML: the frame's `HistoryBack` handles the press, so an error page loads no code of its own
 * beyond the frame's (the 404 page's frame and every page's then share one script).
 */
export function BackButton({ label }: { label: string }) {
  return (
    <Button variant="secondary" {...{ [HISTORY_BACK_ATTRIBUTE]: '' }}>
      {label}
    </Button>
  );
}
