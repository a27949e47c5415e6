import 'server-only';
import { cache } from 'react';
import { missingAs404 } from '@/server/catalog';
import { serverApi } from '@/server/serverApi';

/** The work detail of one request (metadata and page share it), or the 404 page. */
export const loadWorkDetail = cache((workCode: string) =>
  serverApi().getWorkDetail({ workCode }).catch(missingAs404),
);

/** The work's purchasable volumes, for its purchase links. */
export const loadRelatedProducts = cache(async (workCode: string) => {
  const { products } = await serverApi().getRelatedProducts({ workCode });
  return products;
});
