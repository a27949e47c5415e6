import type { LinkProps } from '../components/types';

/** Stands for a router's link (Next.js `Link`) in tests and stories: an anchor, marked. */
export function RouterLink({ href, children, ...props }: LinkProps) {
  return (
    <a href={href} data-router-link="" {...props}>
      {children}
    </a>
  );
}
