import type { ComponentPropsWithoutRef, ComponentType } from 'react';

/** Props a component hands its link component: an anchor's, with a string `href`. */
export type LinkProps = Omit<ComponentPropsWithoutRef<'a'>, 'href'> & { href: string };

/**
 * What renders internal links: `'a'` by default, or the app router's link (Next.js `Link`) so
 * that following it is a soft navigation. Every package's `linkComponent` prop takes this one
 * contract, so one router link serves them all.
 *
 * @example
 * <SiteHeader linkComponent={Link} siteName="CWコミック" navItems={[]} searchHref="/search" />
 */
export type LinkComponent = ComponentType<LinkProps> | 'a';
