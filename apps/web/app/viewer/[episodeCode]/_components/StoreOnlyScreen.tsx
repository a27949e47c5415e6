'use client';

import type { EpisodeDetailResponse } from '@cw/api-client/schemas';
import { ViewerStoreOnly } from '@cw/viewer/components';
import Link from 'next/link';

/**
 * An episode that cannot be read here but is sold in stores: the store chooser. A client
 * component because the viewer's link component (next/link) is a function, which cannot cross
 * from a server component.
 */
export function StoreOnlyScreen({ detail }: { detail: EpisodeDetailResponse }) {
  return <ViewerStoreOnly {...detail} linkComponent={Link} />;
}
