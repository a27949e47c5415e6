'use client';

import '@cw/ui/styles.css';
import '@cw/ui/base.css';
import './globals.css';
import { useLogRenderError } from './_components/clientLog';
import { SERVER_ERROR_TEXT } from './_components/errorText';

/**
 * When the site's frame itself fails: a plain page of its own (it replaces the root layout),
 * still in Japanese with the ways back.
 */
export default function GlobalError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  useLogRenderError(error);
  return (
    <html lang="ja">
      <body>
        <main className="cw-error-page">
          <h1>{SERVER_ERROR_TEXT.heading}</h1>
          <p>{SERVER_ERROR_TEXT.message}</p>
          <ul className="cw-error-page__ways">
            <li>
              <button type="button" onClick={reset}>
                もう一度読み込む
              </button>
            </li>
            <li>
              {/* A full load: the frame that failed is not reused. */}
              <a href="/">トップページへ</a>
            </li>
          </ul>
        </main>
      </body>
    </html>
  );
}
