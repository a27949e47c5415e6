import { Button } from '@cw/ui';
import { HISTORY_BACK_ATTRIBUTE } from './historyBackAttribute';

/**
 * 前のページへ: the browser's Back, for error pages reached from within the site. Plain HTML:
 * the site frame's `HistoryBack` handles the press, so an error page loads no code of its own
 * beyond the frame's (the 404 page's frame and every page's then share one script).
 */
export function BackButton() {
  return (
    <Button variant="secondary" {...{ [HISTORY_BACK_ATTRIBUTE]: '' }}>
      前のページへ戻る
    </Button>
  );
}
