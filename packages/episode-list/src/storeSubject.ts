import type { ComicVolume, Episode, WorkSummary } from '@cw/contract/schemas';

/**
 * What a store chooser was opened for: an episode or a volume. An episode's `work` is given
 * where the page around the chooser does not name the work (the viewer's store-only screen).
 */
export type StoreSubject =
  | { kind: 'episode'; episode: Episode; work?: Pick<WorkSummary, 'title'> }
  | { kind: 'volume'; volume: ComicVolume };

/**
 * What the store chooser names under 'ストアを選択', so the reader knows what the stores sell:
 * a volume's title as the API writes it (it carries the work and the number), or an episode's
 * title and subtitle, after its work's title when `work` is given.
 *
 * @example
 * storeSubjectName({ kind: 'volume', volume }); //=> 'ねこと魔法のパン屋さん 3'
 * storeSubjectName({ kind: 'episode', episode }); //=> '第2話 焼きたての約束'
 * storeSubjectName({ kind: 'episode', episode, work }); //=> 'ねこと魔法のパン屋さん 第2話 焼きたての約束'
 */
export function storeSubjectName(subject: StoreSubject): string {
  if (subject.kind === 'volume') return subject.volume.title;
  const { title, subTitle } = subject.episode;
  const episodeName = subTitle ? `${title} ${subTitle}` : title;
  return subject.work ? `${subject.work.title} ${episodeName}` : episodeName;
}
