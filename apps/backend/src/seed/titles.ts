import type { Random } from '../random';
import {
  ACTIONS,
  EN,
  ERA_TAILS,
  ERAS,
  FAMILY_NAMES,
  FOODS,
  HEADS,
  JOBS,
  KATAKANA_HEADS,
  LADIES,
  MOMENTS,
  NOUNS,
  ORDINALS,
  PEOPLE,
  type Phrase,
  PLACES,
  REAL_JOBS,
  REBIRTHS,
  SPORTS,
  type TitlePatternKey,
  TW,
  WISHES,
} from './words';

/** Joins phrases and plain strings: plain strings (punctuation) add nothing to the reading. */
function compose(...parts: (Phrase | string)[]): Phrase {
  let text = '';
  let kana = '';
  for (const part of parts) {
    if (typeof part === 'string') {
      text += part;
    } else {
      text += part[0];
      kana += part[1];
    }
  }
  return [text, kana];
}

const MANSIONS: readonly Phrase[] = [
  ['館', 'かん'],
  ['荘', 'そう'],
  ['邸', 'てい'],
  ['号', 'ごう'],
];

const TITLE_MAKERS: Record<TitlePatternKey, (random: Random) => Phrase> = {
  rebirth: (r) =>
    compose(['転生したら', 'てんせいしたら'], r.pick([...REBIRTHS, ...JOBS]), [
      'だった件',
      'だったけん',
    ]),
  exiled: (r) =>
    compose(['追放された', 'ついほうされた'], r.pick(JOBS), ['は', 'は'], r.pick(WISHES)),
  brokenEngagement: (r) =>
    compose(['婚約破棄された', 'こんやくはきされた'], r.pick(LADIES), ['は', 'は'], r.pick(WISHES)),
  formerJob: (r) => {
    const [from, to] = r.sample(JOBS, 2) as [Phrase, Phrase];
    return compose(['元', 'もと'], from, '、', to, ['になる', 'になる']);
  },
  nounOfHead: (r) => compose(r.pick(NOUNS), ['の', 'の'], r.pick(HEADS)),
  nounOfKatakana: (r) => compose(r.pick(NOUNS), ['の', 'の'], r.pick(KATAKANA_HEADS)),
  personAction: (r) => compose(r.pick(PEOPLE), ['は', 'は'], r.pick(ACTIONS)),
  familyAction: (r) => compose(r.pick(FAMILY_NAMES), ['さんは', 'さんは'], r.pick(ACTIONS)),
  nextDoor: (r) => compose(['となりの', 'となりの'], r.pick(PEOPLE), ['と', 'と'], r.pick(MOMENTS)),
  ordinalMoment: (r) => compose(r.pick(ORDINALS), r.pick(MOMENTS)),
  placeOfPerson: (r) => compose(r.pick(PLACES), ['の', 'の'], r.pick(PEOPLE)),
  placeMeal: (r) =>
    compose(
      r.pick(PLACES),
      r.pick<Phrase>([
        ['ごはん', 'ごはん'],
        ['のまかない', 'のまかない'],
      ]),
    ),
  foodDay: (r) => compose(['今日も', 'きょうも'], r.pick(FOODS), ['日和', 'びより']),
  personAndFood: (r) => compose(r.pick(PEOPLE), ['と', 'と'], r.pick(FOODS)),
  sportClub: (r) => compose(r.pick(SPORTS), ['部へようこそ', 'ぶへようこそ']),
  sportGod: (r) =>
    r.weighted<() => Phrase>([
      [() => compose(r.pick(SPORTS), ['の神様に愛されて', 'のかみさまにあいされて']), 1],
      [() => compose(r.pick(SPORTS), ['に恋して', 'にこいして']), 1],
      [() => compose(['ひだまり', 'ひだまり'], r.pick(SPORTS), ['部', 'ぶ']), 1],
      [() => compose(r.pick(FAMILY_NAMES), ['くんの', 'くんの'], r.pick(SPORTS)), 1],
    ])(),
  placeMystery: (r) =>
    compose(
      r.pick(PLACES),
      r.pick<Phrase>([
        ['怪奇譚', 'かいきたん'],
        ['の怪異', 'のかいい'],
      ]),
    ),
  caseFiles: (r) =>
    compose(r.pick(REAL_JOBS), '・', r.pick(FAMILY_NAMES), ['の事件簿', 'のじけんぼ']),
  murderCase: (r) => compose(r.pick(NOUNS), r.pick(MANSIONS), ['殺人事件', 'さつじんじけん']),
  jobHardship: (r) =>
    compose(
      r.pick(REAL_JOBS),
      r.pick<Phrase>([
        ['はつらいよ', 'はつらいよ'],
        ['のお仕事', 'のおしごと'],
      ]),
    ),
  rookieJob: (r) => compose(['新米', 'しんまい'], r.pick(REAL_JOBS), ['の', 'の'], r.pick(HEADS)),
  eraTale: (r) => compose(r.pick(ERAS), r.pick(ERA_TAILS)),
  innerPalace: (r) => compose(['後宮の', 'こうきゅうの'], r.pick(HEADS)),
  withSubtitle: (r) =>
    compose(
      r.chance(0.5) ? TITLE_MAKERS.nounOfKatakana(r) : TITLE_MAKERS.nounOfHead(r),
      ' ～',
      r.pick(NOUNS),
      ['の', 'の'],
      r.pick(HEADS),
      '～',
    ),
};

/**
 * A Japanese title and its exact reading, from the given patterns, not yet in `taken`.
 * When the patterns run dry (large scales), a sequel marker keeps the title unique.
 */
export function makeJapaneseTitle(
  random: Random,
  patterns: readonly (readonly [TitlePatternKey, number])[],
  taken: ReadonlySet<string>,
): Phrase {
  return firstUnused(
    () => TITLE_MAKERS[random.weighted(patterns)](random),
    ([text]) => text,
    taken,
    (title, part) => compose(title, ` 第${part}部`, ['', `だい${part}ぶ`]),
  );
}

/** An English title not yet in `taken`. */
export function makeEnglishTitle(random: Random, taken: ReadonlySet<string>): string {
  return firstUnused(
    () =>
      random.weighted<() => string>([
        [() => `I Was Reborn as ${random.pick(EN.rebirths)}`, 1],
        [() => `The ${random.pick(EN.adjectives)} ${random.pick(EN.nouns)}`, 2],
        [
          () =>
            `The ${random.pick(EN.adjectives)} ${random.pick(EN.nouns)} of the ${random.pick(EN.nouns)}`,
          2,
        ],
        [() => `${random.pick(EN.persons)} ${random.pick(EN.predicates)}`, 2],
      ])(),
    (title) => title,
    taken,
    (title, part) => `${title} Part ${part}`,
  );
}

/** A Traditional Chinese title not yet in `taken`. */
export function makeChineseTitle(random: Random, taken: ReadonlySet<string>): string {
  return firstUnused(
    () =>
      random.weighted<() => string>([
        [() => `轉生成為${random.pick(TW.rebirths)}這件事`, 1],
        [() => `${random.pick(TW.nouns)}的${random.pick(TW.heads)}`, 2],
        [() => `${random.pick(TW.persons)}${random.pick(TW.predicates)}`, 2],
        [() => `被放逐的${random.pick(TW.rebirths)}在邊境過著慢活人生`, 1],
      ])(),
    (title) => title,
    taken,
    (title, part) => `${title} 第${part}部`,
  );
}

/** Tries `make` a few times, then numbers sequels of the last try until one is unused. */
function firstUnused<T>(
  make: () => T,
  textOf: (value: T) => string,
  taken: ReadonlySet<string>,
  sequel: (value: T, part: number) => T,
): T {
  let candidate = make();
  for (let attempt = 1; attempt < 40 && taken.has(textOf(candidate)); attempt++) {
    candidate = make();
  }
  if (!taken.has(textOf(candidate))) return candidate;
  for (let part = 2; ; part++) {
    const next = sequel(candidate, part);
    if (!taken.has(textOf(next))) return next;
  }
}
