import type { ComponentPropsWithoutRef, ComponentType } from 'react';

/** Props a component hands its link component: an anchor's, with a string `href`. */
export type LinkProps = Omit<ComponentPropsWithoutRef<'a'>, 'href'> & { href: string };

/**
 * What renders internal links: `'a'` by default, or the app router's link (Next.js `Link`) so
 * that following it is a soft navigation. The same contract as `@cw/episode-list`'s, which
 * `@cw/ui` may not import; one router link serves every package.
 *
 * @example
 * <SiteHeader linkComponent={Link} siteName="CWコミック" navItems={[]} searchHref="/search" />
 */
export type LinkComponent = ComponentType<LinkProps> | 'a';
