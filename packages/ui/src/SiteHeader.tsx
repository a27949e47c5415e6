'use client';

import { clsx } from 'clsx';
import { type ComponentProps, type ReactNode, useLayoutEffect, useRef } from 'react';
import { currentSectionHref, isCurrentSection } from './currentSection';
import { revealScrollLeft } from './revealScrollLeft';
import { SkipLink } from './SkipLink';

/** One section of the site in the header's navigation. */
export type SiteNavItem = {
  href: string;
  label: string;
};

export type SiteHeaderProps = Omit<ComponentProps<'header'>, 'children'> & {
  /** The site's name or logo (an `<img>` with the name as `alt`), linking to `homeHref`. */
  siteName: ReactNode;
  homeHref?: string;
  /** The site's sections, in order; on phones a strip that scrolls sideways. */
  navItems: readonly SiteNavItem[];
  /** Path of the page (`usePathname()`): its section's link is `aria-current="page"`. */
  currentPath?: string;
  /** Name of the navigation. */
  navLabel?: string;
  /** The search page: an icon link in the header's top row on every width. None when omitted. */
  searchHref?: string;
  /** Name of the search link, shown beside the icon from 768px. */
  searchLabel?: string;
  /** Text of the skip link that comes first (`本文へスキップ`). */
  skipLabel?: string;
  /** The reader's links or sign-in, at the end of the top row. */
  account?: ReactNode;
  /** Id of the page's `<main>`, the target of the `本文へスキップ` link that comes first. */
  mainId?: string;
};

/** Room left between the current section and the strip's edge, past the edge shadow. */
const STRIP_MARGIN_PX = 32;

function SearchIcon() {
  return (
    <svg
      className="cw-ui-site-header__search-icon"
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="m15.5 15.5 5 5" />
    </svg>
  );
}

/**
 * The site header: `本文へスキップ` first (visible on keyboard focus), the site name linking
 * home, the sections as a navigation whose current one is `aria-current="page"` (a page is in
 * a section when its path is the section's or lies under it, `isCurrentSection`), a search
 * icon link named `検索` and the `account` slot. On phones the name, search and account share
 * the top row and the sections scroll sideways below it, shaded at an edge with more to
 * scroll, the current one scrolled into view; from 768px everything is one row. Its content
 * shows once the header is parsed whole, never in part. Domain-free: the app passes its
 * sections and the page's path.
 *
 * @example
 * <SiteHeader
 *   siteName="CWコミック"
 *   navItems={[{ href: '/ranking', label: 'ランキング' }, { href: '/new', label: '新連載' }]}
 *   currentPath={usePathname()}
 *   searchHref="/search"
 *   account={<AccountMenu />}
 * />
 */
export function SiteHeader({
  siteName,
  homeHref = '/',
  navItems,
  currentPath,
  navLabel = 'メニュー',
  searchHref,
  searchLabel = '検索',
  skipLabel = '本文へスキップ',
  account,
  mainId = 'main',
  className,
  ...props
}: SiteHeaderProps) {
  const stripRef = useRef<HTMLUListElement>(null);
  const current =
    currentPath === undefined
      ? undefined
      : currentSectionHref(
          currentPath,
          navItems.map((item) => item.href),
        );

  // On phones the strip may start with the current section out of sight: bring it in before
  // the browser paints, so the strip never shows at its start and then jumps.
  useLayoutEffect(() => {
    const strip = stripRef.current;
    const link = strip?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!strip || !link || current === undefined) return;
    const stripBox = strip.getBoundingClientRect();
    const linkBox = link.getBoundingClientRect();
    const next = revealScrollLeft({
      scrollLeft: strip.scrollLeft,
      viewportWidth: strip.clientWidth,
      itemStart: linkBox.left - stripBox.left + strip.scrollLeft,
      itemEnd: linkBox.right - stripBox.left + strip.scrollLeft,
      margin: STRIP_MARGIN_PX,
    });
    if (next !== null) strip.scrollLeft = next;
  }, [current]);

  const isCurrent = (href: string) =>
    currentPath !== undefined && isCurrentSection(currentPath, href);

  return (
    <header data-slot="site-header" className={clsx('cw-ui-site-header', className)} {...props}>
      <SkipLink href={`#${mainId}`}>{skipLabel}</SkipLink>
      <div className="cw-ui-site-header__bar">
        <a
          href={homeHref}
          className="cw-ui-site-header__home"
          aria-current={isCurrent(homeHref) ? 'page' : undefined}
        >
          {siteName}
        </a>
        <nav aria-label={navLabel} className="cw-ui-site-header__nav">
          <ul ref={stripRef} className="cw-ui-site-header__nav-list">
            {navItems.map((item) => (
              <li key={item.href} className="cw-ui-site-header__nav-item">
                <a
                  href={item.href}
                  className="cw-ui-site-header__nav-link"
                  aria-current={item.href === current ? 'page' : undefined}
                >
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {searchHref !== undefined ? (
          <a
            href={searchHref}
            className="cw-ui-site-header__search"
            aria-current={isCurrent(searchHref) ? 'page' : undefined}
          >
            <SearchIcon />
            <span className="cw-ui-site-header__search-label">{searchLabel}</span>
          </a>
        ) : null}
        {account !== undefined ? <div className="cw-ui-site-header__account">{account}</div> : null}
      </div>
      {/* Last, so that its presence says the header is parsed whole (see styles.css). */}
      <span className="cw-ui-site-header__end" hidden />
    </header>
  );
}
