import { formatJapaneseDate } from '@cw/dates';
import { Heading } from '@cw/ui';

export type DocumentSection = { heading: string; paragraphs: readonly string[] };

/**
 * A fixed text page (terms, legal notices): title, last revision, a table of contents and
 * numbered sections. Rendered once at build time; nothing in it is per reader.
 */
export function StaticDocument({
  title,
  revised,
  lead,
  sections,
}: {
  title: string;
  /** ISO date of the last revision. */
  revised: string;
  lead?: string;
  sections: readonly DocumentSection[];
}) {
  return (
    <main className="cw-document">
      <article>
        <Heading level={1}>{title}</Heading>
        <p className="cw-document__revised">
          最終改定日：<time dateTime={revised}>{formatJapaneseDate(revised)}</time>
        </p>
        {lead ? <p>{lead}</p> : null}
        <nav aria-label="目次">
          <ol>
            {sections.map((section, index) => (
              <li key={section.heading}>
                <a href={`#section-${index + 1}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
        {sections.map((section, index) => (
          <section key={section.heading} aria-labelledby={`section-${index + 1}`}>
            <Heading level={2} id={`section-${index + 1}`}>
              {section.heading}
            </Heading>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
        ))}
      </article>
    </main>
  );
}
