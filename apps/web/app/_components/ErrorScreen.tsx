import { Heading } from '@cw/ui';
import type { ReactNode } from 'react';
import { BackButton } from './BackButton';

/**
 * The site's own error page body (not found, server error, sign-in error): what happened in
 * Japanese and the ways back — the previous page, home and search.
 */
export function ErrorScreen({
  heading,
  message,
  action,
}: {
  heading: string;
  message: string;
  /** A further way on, such as 再読み込み after a server error. */
  action?: ReactNode;
}) {
  return (
    <main className="cw-error-page">
      <Heading level={1}>{heading}</Heading>
      <p>{message}</p>
      <ul className="cw-error-page__ways">
        {action ? <li>{action}</li> : null}
        <li>
          <BackButton />
        </li>
        <li>
          <a href="/">トップページへ</a>
        </li>
        <li>
          <a href="/search">作品を検索する</a>
        </li>
      </ul>
    </main>
  );
}
