import { LabelList } from '@cw/catalog/components';
import { LABEL_INDEX_PATH, labelPath } from '@cw/paths';
import { Heading } from '@cw/ui';
import { notFound } from 'next/navigation';
import { loadLabels } from '@/server/catalog';
import { pageMetadata } from '@/server/pageMetadata';

// A catalog page (cached as the `(catalog)` layout says); the optional segment keeps it out of
// the build (apps/web/README.md, "Catalog pages"). It also answers the paths under /label that
// no label page has, with a 404.
export const generateStaticParams = () => [];
export const generateMetadata = () =>
  pageMetadata({ path: LABEL_INDEX_PATH, title: 'レーベル一覧' });

type Props = { params: Promise<{ rest?: string[] }> };

/** `/label`: every label. */
export default async function LabelIndexPage({ params }: Props) {
  if ((await params).rest) notFound();
  return (
    <main className="cw-page">
      <Heading level={1}>レーベル一覧</Heading>
      <LabelList
        labels={await loadLabels()}
        labelHref={(label) => labelPath(label.code)}
        showDescription
      />
    </main>
  );
}
