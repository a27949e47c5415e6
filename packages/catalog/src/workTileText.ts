import type { Author, WorkSummary } from '@cw/api-client/schemas';

/** A mark on a work tile; `tone` picks the @cw/ui badge variant. */
export interface WorkBadge {
  kind: 'new' | 'completed' | 'hiatus' | 'oneShot';
  label: string;
  tone: 'new' | 'accent' | 'muted';
}

/** Text of each work badge. */
export const WORK_BADGE_LABELS = {
  new: '新着',
  completed: '完結',
  hiatus: '休載',
  oneShot: '読切',
} as const satisfies Record<WorkBadge['kind'], string>;

/**
 * The marks a work's summary supports, in display order: 新着 (`isNew`), 完結 or 休載
 * (`serializationStatus`), 読切 (`isOneShot`). The summary says nothing about free episodes,
 * so there is no 無料 mark.
 *
 * @example
 * workBadges({ isNew: true, serializationStatus: 'completed', isOneShot: false });
 * //=> [{ kind: 'new', label: '新着', tone: 'new' }, { kind: 'completed', label: '完結', tone: 'muted' }]
 */
export function workBadges(
  work: Pick<WorkSummary, 'isNew' | 'serializationStatus' | 'isOneShot'>,
): WorkBadge[] {
  const badges: WorkBadge[] = [];
  if (work.isNew) badges.push({ kind: 'new', label: WORK_BADGE_LABELS.new, tone: 'new' });
  if (work.serializationStatus === 'completed') {
    badges.push({ kind: 'completed', label: WORK_BADGE_LABELS.completed, tone: 'muted' });
  } else if (work.serializationStatus === 'hiatus') {
    badges.push({ kind: 'hiatus', label: WORK_BADGE_LABELS.hiatus, tone: 'muted' });
  }
  if (work.isOneShot) {
    badges.push({ kind: 'oneShot', label: WORK_BADGE_LABELS.oneShot, tone: 'accent' });
  }
  return badges;
}

/**
 * The authors of a work for a tile: names joined by '／', each once, in credit order (an
 * author credited for both story and art is named once).
 *
 * @example
 * authorNames([{ id: 1, name: '青木', role: '原作' }, { id: 2, name: '伊藤', role: '漫画' }]);
 * //=> '青木／伊藤'
 */
export function authorNames(authors: readonly Pick<Author, 'id' | 'name'>[]): string {
  const seen = new Set<number>();
  const names: string[] = [];
  for (const author of authors) {
    if (seen.has(author.id)) continue;
    seen.add(author.id);
    names.push(author.name);
  }
  return names.join('／');
}
