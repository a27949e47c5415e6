import { SEARCH_PATH } from '@cw/paths';
import { Heading } from '@cw/ui';
import type { ReactNode } from 'react';
import { BackButton } from './BackButton';

/** Where an error page leads on, in the page's language. */
export interface ErrorScreenWays {
  /** The browser's Back (前のページへ戻る). */
  readonly back: string;
  /** Links to go on from: the home page first. */
  readonly links: readonly { readonly href: string; readonly label: string }[];
}

/** The Japanese site's ways on: the previous page, home and search. */
export const SITE_ERROR_WAYS: ErrorScreenWays = {
  back: '前のページへ戻る',
  links: [
    { href: '/', label: 'トップページへ' },
    { href: SEARCH_PATH, label: '作品を検索する' },
  ],
};

/**
 * An error page's body (not found, server error, sign-in error): what happened and the ways
 * back — the previous page, then `ways.links` (the Japanese site's by default).
 */
export function ErrorScreen({
  heading,
  message,
  action,
  ways = SITE_ERROR_WAYS,
}: {
  heading: string;
  message: string;
  /** A further way on, such as 再読み込み after a server error. */
  action?: ReactNode;
  ways?: ErrorScreenWays;
}) {
  return (
    <main className="cw-error-page">
      <Heading level={1}>{heading}</Heading>
      <p>{message}</p>
      <ul className="cw-error-page__ways">
        {action ? <li>{action}</li> : null}
        <li>
          <BackButton label={ways.back} />
        </li>
        {ways.links.map(({ href, label }) => (
          <li key={href}>
            <a href={href}>{label}</a>
          </li>
        ))}
      </ul>
    </main>
  );
}
