'use client';

import { Button } from '@cw/ui';

/** 前のページへ: the browser's Back, for error pages reached from within the site. */
export function BackButton() {
  return (
    <Button variant="secondary" onClick={() => window.history.back()}>
      前のページへ戻る
    </Button>
  );
}
