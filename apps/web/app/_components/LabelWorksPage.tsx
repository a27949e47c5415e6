import { WorkGrid } from '@cw/catalog/components';
import { loadLabel } from '@/server/catalog';
import { serverApi } from '@/server/serverApi';
import { LabelFrame, labelPageName } from './LabelFrame';
import { MoreWorks } from './MoreWorks';

const PER_PAGE = 48;

/** The endpoint of each of a label's work lists. */
const ENDPOINTS = {
  contents: 'getLabelSeries',
  serialization: 'getLabelOngoingSeries',
  'one-shot': 'getLabelOneShots',
} as const;

/**
 * One of a label's work lists in its frame: every work (`contents`), the running serials
 * (`serialization`) or the one-shots (`one-shot`). The first page in the shared HTML, the rest
 * loaded as the reader scrolls.
 */
export async function LabelWorksPage({
  labelCode,
  page,
}: {
  labelCode: string;
  page: keyof typeof ENDPOINTS;
}) {
  const label = await loadLabel(labelCode);
  const endpoint = ENDPOINTS[page];
  const first = await serverApi()[endpoint]({
    labelCode: label.code,
    page: 1,
    perPage: PER_PAGE,
  });
  return (
    <LabelFrame label={label} current={page}>
      <WorkGrid
        works={first.items}
        heading={labelPageName(page)}
        headingLevel={2}
        emptyLabel="作品はありません"
        priorityCount={6}
      />
      <MoreWorks endpoint={endpoint} input={{ labelCode: label.code }} first={first} />
    </LabelFrame>
  );
}
