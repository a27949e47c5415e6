import { clsx } from 'clsx';

/**
 * How a text link looks. `standalone`: a link on its own or in a list of links (authors, tags,
 * `もっと見る`, the header's account links), in the link colour, underlined on hover and focus.
 * `inline`: a link inside running text, always underlined. `chip`: a link on a coloured
 * surface (a `ColoredTag`), in that surface's text colour, underlined on hover and focus.
 */
export const LINK_VARIANTS = ['standalone', 'inline', 'chip'] as const;
export type LinkVariant = (typeof LINK_VARIANTS)[number];

const variantClassNames: Record<LinkVariant, string> = {
  standalone: 'cw-ui-link--standalone',
  inline: 'cw-ui-link--inline',
  chip: 'cw-ui-link--chip',
};

export type LinkStyleOptions = {
  variant?: LinkVariant;
  className?: string;
};

/**
 * Class names of the one text-link look, for any anchor or router link: the link colour token
 * of `styles.css` (above 4.5:1 on the background and surface tokens, 3:1 from the body text),
 * an underline on hover and keyboard focus, and the focus ring. The caller's `className`
 * comes last.
 *
 * @example
 * <Link href="/search/author/12" className={linkClassName()}>上田ソラ</Link>
 */
export function linkClassName({
  variant = 'standalone',
  className,
}: LinkStyleOptions = {}): string {
  return clsx('cw-ui-link', variantClassNames[variant], className);
}
