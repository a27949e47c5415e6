import 'server-only';
import { HttpError, RequestValidationError } from '@cw/api-client';
import type { Label, TopicKind } from '@cw/contract/schemas';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { serverApi } from './serverApi';

/**
 * Whether a catalog read failed because what the URL names does not exist: a code or id the
 * client's schema refuses before sending (`/detail/a.b`) or the backend answers 400 or 404 for.
 * Malformed and unknown are both "not found" to a reader.
 */
export function isMissing(error: unknown): boolean {
  return (
    error instanceof RequestValidationError ||
    (error instanceof HttpError && (error.status === 400 || error.status === 404))
  );
}

/** For `.catch()` on catalog reads: a missing or malformed id is the page's 404. */
export function missingAs404(error: unknown): never {
  if (isMissing(error)) notFound();
  throw error;
}

/** Every label, read once per render. */
export const loadLabels = cache(async () => (await serverApi().getLabels()).items);

/** The label of a code; the page's 404 when there is none. */
export async function loadLabel(labelCode: string) {
  return (await loadLabels()).find((label) => label.code === labelCode) ?? notFound();
}

/** A topic of the kind its path names (a news path never shows a fair); 404 for any other. */
export async function loadTopic(topicId: number, kind: TopicKind) {
  const topic = await serverApi().getNewsDetail({ topicId }).catch(missingAs404);
  if (topic.kind !== kind) notFound();
  return topic;
}

/** A topic of a label, of the kind its path names; 404 for another label's or kind's. */
export async function loadLabelTopic(label: Label, topicId: number, kind: TopicKind) {
  const topic = await loadTopic(topicId, kind);
  if (topic.labelId !== label.id) notFound();
  return topic;
}

/** Genres and tags, read once per render. */
export const loadCategories = cache(() => serverApi().getCategories());

/** Ids are PostgreSQL `integer`s: anything above is no id of ours. */
const MAX_ID = 2_147_483_647;

/** A numeric id from a path segment (a positive 32-bit integer, no leading zero); else 404. */
export function idSegment(segment: string | undefined): number {
  if (segment === undefined || !/^[1-9]\d{0,9}$/.test(segment) || Number(segment) > MAX_ID) {
    notFound();
  }
  return Number(segment);
}
