'use client';

import { Button } from '@cw/ui';
import { ErrorScreen } from './_components/ErrorScreen';

/** A page that failed to render, inside the site's frame; the reader may try again. */
export default function ErrorPage({ reset }: { error: Error; reset: () => void }) {
  return (
    <ErrorScreen
      heading="ページを表示できませんでした"
      message="一時的な問題が起きています。しばらくしてからもう一度お試しください。"
      action={<Button onClick={reset}>もう一度読み込む</Button>}
    />
  );
}
