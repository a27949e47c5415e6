import 'server-only';
import { HttpError } from '@cw/api-client/client';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { serverApi } from '@/server/serverApi';

/** The work detail of one request (metadata and page share it), or the 404 page. */
export const loadWorkDetail = cache(async (workCode: string) => {
  try {
    return await serverApi().getWorkDetail({ workCode });
  } catch (error) {
    if (error instanceof HttpError && (error.status === 404 || error.status === 400)) notFound();
    throw error;
  }
});

/** The work's purchasable volumes, for its purchase links. */
export const loadRelatedProducts = cache(async (workCode: string) => {
  const { products } = await serverApi().getRelatedProducts({ workCode });
  return products;
});
