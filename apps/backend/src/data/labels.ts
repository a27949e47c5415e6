import type {
  LabelFollower,
  LabelRef,
  LabelTopics,
  LabelWire,
  TopicKind,
} from '@cw/contract/schemas';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { followsLabels, labels, topics } from '../db/schema';
import { mediaPath } from '../media/paths';
import { isPublished, toTopicSummary } from './topics';

type LabelRow = typeof labels.$inferSelect;

/**
 * The catalog's label as the wire shows it (spec section 3: "The API supplies copy, iconImage
 * and logoThumbnail"): its catch copy, icon and logo paths.
 */
export function toLabel(row: LabelRow): LabelWire {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    copy: row.copy,
    iconImage: mediaPath.labelIcon(row.id),
    logoThumbnail: mediaPath.labelLogo(row.id),
    color: row.color,
  };
}

/** Every label in the editorial order. */
export async function listLabels(db: Db): Promise<LabelWire[]> {
  const rows = await db.select().from(labels).orderBy(asc(labels.sortOrder), asc(labels.id));
  return rows.map(toLabel);
}

/**
 * A label by its id (a number) or its code (a string), as `labelRefSchema` reads a URL's
 * `{labelId}`; null when there is none.
 *
 * @example
 * await getLabel(db, 1); // the label of id 1
 * await getLabel(db, 'hoshizora'); // the label coded hoshizora
 */
export async function getLabel(db: Db, ref: LabelRef): Promise<LabelWire | null> {
  const [row] = await db
    .select()
    .from(labels)
    .where(typeof ref === 'number' ? eq(labels.id, ref) : eq(labels.code, ref));
  return row ? toLabel(row) : null;
}

/** A label's published topics of one kind (fairs or features), newest first; null if unknown. */
export async function getLabelTopics(
  db: Db,
  code: string,
  kind: Extract<TopicKind, 'fair' | 'feature'>,
  now: Date,
): Promise<LabelTopics | null> {
  const label = await getLabel(db, code);
  if (!label) return null;
  const rows = await db
    .select()
    .from(topics)
    .where(and(eq(topics.labelId, label.id), eq(topics.kind, kind), isPublished(now)))
    .orderBy(desc(topics.publishedAt), desc(topics.id));
  const { id, name, color } = label;
  return { label: { id, code, name, color }, topics: rows.map(toTopicSummary) };
}

/**
 * Follower counts of labels (every label when `labelIds` is omitted), in label order. Null
 * when an id is not a label.
 */
export async function getLabelFollowers(
  db: Db,
  labelIds?: number[],
): Promise<LabelFollower[] | null> {
  const rows = await db
    .select({ labelId: labels.id, followerCount: count(followsLabels.userId) })
    .from(labels)
    .leftJoin(followsLabels, eq(followsLabels.labelId, labels.id))
    .where(labelIds && inArray(labels.id, labelIds))
    .groupBy(labels.id)
    .orderBy(asc(labels.sortOrder), asc(labels.id));
  return labelIds && rows.length < new Set(labelIds).size ? null : rows;
}
