import { Heading, linkClassName } from '@cw/ui';

/** One link of a `ChipLinks` list. */
export type ChipLink = { key: string | number; href: string; text: string };

/**
 * A headed section of links shown as chips: genres, tags, authors. Renders on the server or
 * in the browser alike.
 */
export function ChipLinks({
  id,
  heading,
  links,
}: {
  /** The heading's id, which names the section. */
  id: string;
  heading: string;
  links: readonly ChipLink[];
}) {
  return (
    <section aria-labelledby={id}>
      <Heading level={2} id={id}>
        {heading}
      </Heading>
      <ul className="cw-chips">
        {links.map(({ key, href, text }) => (
          <li key={key}>
            <a className={linkClassName()} href={href}>
              {text}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
