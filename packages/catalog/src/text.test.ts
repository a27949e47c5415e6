import { FOLLOW_KINDS } from '@cw/contract/constants';
import { rankingPeriodSchema, topicKindSchema } from '@cw/contract/schemas';
import { UI_LOCALES, type UiLocale } from '@cw/ui';
import { incompleteLocaleTexts, KANA, SHINJITAI, textStrings } from '@cw/vitest-config/locale';
import { describe, expect, it } from 'vitest';
import {
  DELETE_ALL_HISTORY_TEXT,
  DELETE_HISTORY_ENTRY_TEXT,
  deleteHistoryEntryText,
  EMPTY_FOLLOWED_LINK_TEXT,
  EMPTY_FOLLOWED_TEXT,
  EMPTY_WORKS_TEXT,
  followerCountText,
  LANGUAGE_MARK_TEXT,
  LANGUAGE_MARK_TEXTS,
  LOADING_TEXT,
  MODAL_BANNER_TEXT,
  MORE_TEXT,
  NOTIFICATION_TEXT,
  notificationSwitchText,
  RANKING_PERIOD_TEXT,
  showSlideText,
  slideText,
  suggestionCountText,
  TOPIC_KIND_TEXT,
  UNFOLLOW_TEXT,
  unfollowButtonText,
  WEEKDAY_NAME_TEXT,
  WEEKDAY_TEXT,
  WORK_BADGE_TEXT,
  WORK_BADGE_TEXTS,
  WORK_LIST_TEXTS,
} from './text';
import { WEEKDAYS } from './weekday';

describe('followerCountText', () => {
  it("reads 'フォロワー {n}人' with thousands separators", () => {
    expect(followerCountText(0)).toBe('フォロワー 0人');
    expect(followerCountText(12)).toBe('フォロワー 12人');
    expect(followerCountText(1234567)).toBe('フォロワー 1,234,567人');
  });
});

describe('counted text', () => {
  it('name slides and suggestions', () => {
    expect(slideText(2, 5)).toBe('5件中2件目');
    expect(showSlideText(3)).toBe('3件目を表示');
    expect(suggestionCountText(4)).toBe('4件の候補があります');
    expect(suggestionCountText(0)).toBe('候補はありません');
  });
});

describe('MODAL_BANNER_TEXT', () => {
  it('words the modal banner buttons', () => {
    expect(MODAL_BANNER_TEXT).toEqual({ close: '閉じる', neverShow: '今後表示しない' });
  });
});

describe('TOPIC_KIND_TEXT', () => {
  it('names every topic kind of the schema', () => {
    expect(Object.keys(TOPIC_KIND_TEXT).sort()).toEqual([...topicKindSchema.options].sort());
  });
});

describe('RANKING_PERIOD_TEXT', () => {
  it('names every period of the schema', () => {
    expect(Object.keys(RANKING_PERIOD_TEXT).sort()).toEqual(
      [...rankingPeriodSchema.options].sort(),
    );
  });
});

describe('weekday names', () => {
  it('names every weekday, Monday first', () => {
    expect(WEEKDAYS.map((day) => WEEKDAY_TEXT[day]).join('')).toBe('月火水木金土日');
    expect(WEEKDAYS.map((day) => WEEKDAY_NAME_TEXT[day])).toEqual([
      '月曜日',
      '火曜日',
      '水曜日',
      '木曜日',
      '金曜日',
      '土曜日',
      '日曜日',
    ]);
  });
});

describe('my comic control names', () => {
  it('names a notification switch by its row, keeping the visible text in the name', () => {
    const name = notificationSwitchText('ねこと魔法のパン屋さん');
    expect(name).toBe('『ねこと魔法のパン屋さん』の更新通知');
    expect(name).toContain(NOTIFICATION_TEXT);
  });

  it('names an unfollow button by its row, keeping the visible text in the name', () => {
    const name = unfollowButtonText('コミック星空');
    expect(name).toBe('『コミック星空』のフォロー解除');
    expect(name).toContain(UNFOLLOW_TEXT);
  });

  it('names a history delete button by work and episode', () => {
    const name = deleteHistoryEntryText('月下のソードダンサー', '第3話');
    expect(name).toBe('『月下のソードダンサー 第3話』を履歴から削除');
    expect(name).toContain(DELETE_HISTORY_ENTRY_TEXT);
  });

  it('asks before deleting all history', () => {
    expect(DELETE_ALL_HISTORY_TEXT).toEqual({
      open: 'すべて削除',
      question: '閲覧履歴をすべて削除しますか？',
      confirm: '削除する',
      cancel: 'キャンセル',
    });
  });

  it('words the empty followed lists of both kinds', () => {
    expect(Object.keys(EMPTY_FOLLOWED_TEXT)).toEqual([...FOLLOW_KINDS]);
    expect(Object.keys(EMPTY_FOLLOWED_LINK_TEXT)).toEqual([...FOLLOW_KINDS]);
  });
});

/** The interface languages translated from the Japanese. */
const TRANSLATED = UI_LOCALES.filter(
  (locale): locale is Exclude<UiLocale, 'ja'> => locale !== 'ja',
);

const RECORDS = { WORK_BADGE_TEXTS, LANGUAGE_MARK_TEXTS, WORK_LIST_TEXTS };

/** Japanese-only forms of kanji whose Traditional Chinese differs (読/讀, 体/體, 続/續 …). */

describe("a language group's work lists in every interface language", () => {
  it('keeps the Japanese text as the ja entries', () => {
    expect(WORK_BADGE_TEXTS.ja).toBe(WORK_BADGE_TEXT);
    expect(LANGUAGE_MARK_TEXTS.ja).toBe(LANGUAGE_MARK_TEXT);
    expect(WORK_LIST_TEXTS.ja).toEqual({
      empty: EMPTY_WORKS_TEXT,
      more: MORE_TEXT,
      loading: LOADING_TEXT,
    });
  });

  it('has every key, non-empty, in every locale', () => {
    expect(incompleteLocaleTexts(RECORDS, UI_LOCALES)).toEqual([]);
  });

  it.each(TRANSLATED)(
    'writes %s with no kana, and Chinese with no Japanese-only kanji',
    (locale) => {
      for (const [name, texts] of Object.entries(RECORDS)) {
        for (const [path, text] of textStrings(texts[locale])) {
          expect(text, `${name} ${path}`).not.toMatch(KANA);
          expect(text, `${name} ${path}`).not.toMatch(SHINJITAI);
        }
      }
    },
  );

  it('has the checks catch Japanese; kanji-only words (英語版, 完結) are checked by value', () => {
    expect(WORK_LIST_TEXTS.ja.more).toMatch(KANA);
    expect(WORK_LIST_TEXTS.ja.empty).toMatch(KANA);
    expect(LANGUAGE_MARK_TEXT.tw.spokenLabel).toMatch(SHINJITAI);
    expect(WORK_BADGE_TEXT.oneShot).toMatch(SHINJITAI);
  });

  it("has the words of an English and a Taiwanese reader's lists", () => {
    expect(WORK_BADGE_TEXTS.en).toEqual({
      new: 'New',
      completed: 'Completed',
      hiatus: 'On hiatus',
      oneShot: 'One-shot',
    });
    expect(WORK_BADGE_TEXTS['zh-Hant-TW']).toEqual({
      new: '新作',
      completed: '完結',
      hiatus: '休刊中',
      oneShot: '短篇',
    });
    expect(LANGUAGE_MARK_TEXTS.en.en.spokenLabel).toBe('English edition');
    expect(LANGUAGE_MARK_TEXTS['zh-Hant-TW'].en.spokenLabel).toBe('英文版');
    expect(LANGUAGE_MARK_TEXTS['zh-Hant-TW'].tw.spokenLabel).toBe('繁體中文版');
  });
});

describe('the Japanese text of work lists, as the spec writes it', () => {
  it('is unchanged', () => {
    expect(WORK_BADGE_TEXT).toEqual({
      new: '新着',
      completed: '完結',
      hiatus: '休載',
      oneShot: '読切',
    });
    expect(LANGUAGE_MARK_TEXT).toEqual({
      en: { label: 'EN', spokenLabel: '英語版' },
      tw: { label: '繁中', spokenLabel: '繁体字中国語版' },
    });
    expect([EMPTY_WORKS_TEXT, MORE_TEXT, LOADING_TEXT]).toEqual([
      '作品がありません',
      'もっと見る',
      '読み込み中',
    ]);
  });
});
