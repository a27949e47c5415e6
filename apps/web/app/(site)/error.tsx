'use client';

import { Button } from '@cw/ui';
import { useLogRenderError } from '@/app/_components/clientLog';
import { ErrorScreen } from '@/app/_components/ErrorScreen';
import { SERVER_ERROR_TEXT } from '@/app/_components/errorText';

/** A page that failed to render, inside the site's frame; the reader may try again. */
export default function ErrorPage({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  useLogRenderError(error);
  return (
    <ErrorScreen
      heading={SERVER_ERROR_TEXT.heading}
      message={SERVER_ERROR_TEXT.message}
      action={<Button onClick={reset}>もう一度読み込む</Button>}
    />
  );
}
