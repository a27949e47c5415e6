import { clsx } from 'clsx';
import { pageHref, pageWindow } from '../pagination';
import { NEXT_TEXT, PAGER_TEXT, PREVIOUS_TEXT, pageLinkText } from '../text';

export interface PagerProps {
  /** The page shown, from 1. */
  page: number;
  /** How many pages the list has. */
  totalPages: number;
  /** URL of the list; each page's URL sets `page` on it, keeping its other parameters. */
  baseHref: string;
  /** How many consecutive pages show around the current one, besides the first and last. */
  windowSize?: number;
  /** Name of the navigation. */
  label?: string;
  className?: string;
}

/**
 * Numbered pagination as links (`nav` named `ページ送り`): `前へ`, the first page, the pages
 * around the current one, the last page, `次へ`, with `…` for pages left out (`pageWindow`).
 * The current page is `aria-current="page"`; each number is named `{n}ページ`. `前へ` on the
 * first page and `次へ` on the last are shown inert. Page 1's URL has no `page` parameter
 * (`pageHref`). Nothing for a single page. Server-renderable.
 *
 * @example
 * <Pager page={page.page} totalPages={Math.ceil(page.total / page.perPage)} baseHref="/search?q=魔女" />
 */
export function Pager({
  page,
  totalPages,
  baseHref,
  windowSize = 5,
  label = PAGER_TEXT,
  className,
}: PagerProps) {
  const items = pageWindow(page, totalPages, windowSize);
  if (items.length <= 1) return null;
  const current = Math.min(Math.max(Math.round(page) || 1, 1), Math.floor(totalPages));
  const step = (target: number, text: string, rel: 'prev' | 'next', enabled: boolean) => (
    <li className="cw-cat-pager__item">
      {enabled ? (
        <a
          href={pageHref(baseHref, target)}
          rel={rel}
          className={clsx('cw-cat-pager__step', `cw-cat-pager__step--${rel}`)}
        >
          {text}
        </a>
      ) : (
        <span
          className={clsx(
            'cw-cat-pager__step',
            `cw-cat-pager__step--${rel}`,
            'cw-cat-pager__step--disabled',
          )}
          aria-hidden="true"
        >
          {text}
        </span>
      )}
    </li>
  );
  return (
    <nav aria-label={label} className={clsx('cw-cat-pager', className)}>
      <ul className="cw-cat-pager__list">
        {step(current - 1, PREVIOUS_TEXT, 'prev', current > 1)}
        {items.map((item) =>
          typeof item === 'number' ? (
            <li key={item} className="cw-cat-pager__item">
              <a
                href={pageHref(baseHref, item)}
                className="cw-cat-pager__page"
                aria-label={pageLinkText(item)}
                aria-current={item === current ? 'page' : undefined}
              >
                {item}
              </a>
            </li>
          ) : (
            <li key={item} className="cw-cat-pager__item cw-cat-pager__gap" aria-hidden="true">
              …
            </li>
          ),
        )}
        {step(current + 1, NEXT_TEXT, 'next', current < Math.floor(totalPages))}
      </ul>
    </nav>
  );
}
