import type { Thing, WithContext } from 'schema-dts';
import { jsonLdText } from '@/server/structuredData';

/**
 * Schema.org structured data of a page (`server/structuredData.ts` builds it): a data block
 * for search engines, never run as script.
 */
export function JsonLd({ data }: { data: readonly WithContext<Thing>[] }) {
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with `<` escaped (jsonLdText)
      dangerouslySetInnerHTML={{ __html: jsonLdText(data) }}
    />
  );
}
