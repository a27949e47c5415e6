import 'server-only';
import { HttpError } from '@cw/api-client/client';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { serverApi } from './serverApi';

/** For `.catch()` on catalog reads: the backend's 400 or 404 (bad or unknown id) is the page's 404. */
export function missingAs404(error: unknown): never {
  if (error instanceof HttpError && (error.status === 400 || error.status === 404)) notFound();
  throw error;
}

/** Every label, read once per render. */
export const loadLabels = cache(async () => (await serverApi().getLabels()).items);

/** The label of a code; the page's 404 when there is none. */
export async function loadLabel(labelCode: string) {
  return (await loadLabels()).find((label) => label.code === labelCode) ?? notFound();
}

/** Genres and tags, read once per render. */
export const loadCategories = cache(() => serverApi().getCategories());

/** A numeric id from a path segment (1 to 10 digits, no leading zero); the page's 404 otherwise. */
export function idSegment(segment: string | undefined): number {
  if (segment === undefined || !/^[1-9]\d{0,9}$/.test(segment)) notFound();
  return Number(segment);
}
