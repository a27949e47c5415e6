import type { Author, WorkSummary } from '@cw/contract/schemas';
import type { UiLocale } from '@cw/ui';
import { LANGUAGE_MARK_TEXTS, WORK_BADGE_TEXTS } from './text';

/** A mark on a work tile; `tone` picks the @cw/ui badge variant. */
export interface WorkBadge {
  kind: 'language' | 'new' | 'completed' | 'hiatus' | 'oneShot';
  label: string;
  /** What assistive technology reads instead of `label`, when the label is an abbreviation. */
  spokenLabel?: string;
  tone: 'new' | 'accent' | 'muted';
}

/**
 * The marks a work's summary supports, in display order: the language of an English or
 * Traditional Chinese work (`EN`, `繁中`: a Japanese reader should know before opening it),
 * 新着 (`isNew` alone: the backend decides what is new, nothing else here adds the mark), 完結
 * or 休載 (`serializationStatus`), 読切 (`isOneShot`). The summary says nothing about free
 * episodes, so there is no 無料 mark. The marks are written in `locale` (Japanese by default).
 *
 * @example
 * workBadges({ language: 'en', isNew: true, serializationStatus: 'completed', isOneShot: false });
 * //=> [{ kind: 'language', label: 'EN', spokenLabel: '英語版', tone: 'muted' },
 * //    { kind: 'new', label: '新着', tone: 'new' }, { kind: 'completed', label: '完結', tone: 'muted' }]
 * workBadges({ language: 'en', isNew: false, serializationStatus: 'hiatus', isOneShot: false }, 'en');
 * //=> [{ kind: 'language', label: 'EN', spokenLabel: 'English edition', tone: 'muted' },
 * //    { kind: 'hiatus', label: 'On hiatus', tone: 'muted' }]
 */
export function workBadges(
  work: Pick<WorkSummary, 'language' | 'isNew' | 'serializationStatus' | 'isOneShot'>,
  locale: UiLocale = 'ja',
): WorkBadge[] {
  const text = WORK_BADGE_TEXTS[locale];
  const badges: WorkBadge[] = [];
  if (work.language !== 'ja') {
    badges.push({ kind: 'language', ...LANGUAGE_MARK_TEXTS[locale][work.language], tone: 'muted' });
  }
  if (work.isNew) badges.push({ kind: 'new', label: text.new, tone: 'new' });
  if (work.serializationStatus === 'completed') {
    badges.push({ kind: 'completed', label: text.completed, tone: 'muted' });
  } else if (work.serializationStatus === 'hiatus') {
    badges.push({ kind: 'hiatus', label: text.hiatus, tone: 'muted' });
  }
  if (work.isOneShot) {
    badges.push({ kind: 'oneShot', label: text.oneShot, tone: 'accent' });
  }
  return badges;
}

/**
 * The authors of a work for a tile: names joined by '／' (' / ' in English, whose names have
 * spaces of their own), each once, in credit order (an author credited for both story and art
 * is named once).
 *
 * @example
 * authorNames([{ id: 1, name: '青木', role: '原作' }, { id: 2, name: '伊藤', role: '漫画' }]);
 * //=> '青木／伊藤'
 * authorNames([{ id: 1, name: 'Mei Aoki' }, { id: 2, name: 'Ken Ito' }], 'en');
 * //=> 'Mei Aoki / Ken Ito'
 */
export function authorNames(
  authors: readonly Pick<Author, 'id' | 'name'>[],
  locale: UiLocale = 'ja',
): string {
  const seen = new Set<number>();
  const names: string[] = [];
  for (const author of authors) {
    if (seen.has(author.id)) continue;
    seen.add(author.id);
    names.push(author.name);
  }
  return names.join(locale === 'en' ? ' / ' : '／');
}
