import { labelPath } from '@cw/paths';
import { permanentRedirect } from 'next/navigation';
import { loadLabel } from '@/server/catalog';

type Props = { params: Promise<{ labelCode: string; rest?: string[] }> };

/**
 * The dynamic root segment `/{labelCode}/…`: a label's short address, sent on to the same page
 * under `/label/{labelCode}/…` (whichever page that is; an unknown one answers 404 there); 404
 * here when no label has that code.
 */
export default async function LabelShortPath({ params }: Props) {
  const { labelCode, rest = [] } = await params;
  const label = await loadLabel(labelCode);
  permanentRedirect([labelPath(label.code), ...rest.map(encodeURIComponent)].join('/'));
}
