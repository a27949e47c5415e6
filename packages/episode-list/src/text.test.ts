import { UI_LOCALES } from '@cw/ui';
import { describe, expect, it } from 'vitest';
import {
  CLOSE_TEXT,
  DELIVERY_PERIOD_PREFIX_TEXT,
  ENDED_EPISODES_TEXT,
  EPISODE_RANGES_TEXT,
  episodeCountText,
  episodeRangeText,
  episodeSpanText,
  FREE_CAMPAIGN_BADGE_TEXT,
  FREE_CAMPAIGN_BANNER_TEXT,
  JUMP_TO_EPISODE_BUTTON_TEXT,
  JUMP_TO_EPISODE_TEXT,
  LABEL_SEPARATOR_TEXT,
  NEW_BADGE_TEXT,
  NEXT_UPDATE_PREFIX_TEXT,
  READ_LATEST_TEXT,
  RELEASE_DATE_SUFFIX_TEXT,
  RESUME_TEXT,
  SORT_TEXT,
  STORE_BUTTON_TEXT,
  STORE_CHOOSER_TEXTS,
  STORE_MODAL_TITLE_TEXT,
  seeAllVolumesText,
  showAllEpisodesText,
  showAllVolumesText,
  storeOnlyRunText,
  TAB_TEXT,
  TRIAL_READ_LATEST_TEXT,
  TRIAL_READ_TEXT,
  TRIAL_RESUME_TEXT,
} from './text';

describe('text', () => {
  it('are the strings of the spec', () => {
    expect(TAB_TEXT).toEqual({ episodes: '話', comics: 'コミックス' });
    expect(SORT_TEXT).toEqual({ first: '1話から', latest: '最新話から' });
    expect(ENDED_EPISODES_TEXT).toBe('その他の話は公開終了しました');
    expect(NEW_BADGE_TEXT).toBe('最新UP!');
    expect(STORE_BUTTON_TEXT).toBe('ストアで購入');
    expect(TRIAL_READ_TEXT).toBe('試し読み');
    expect(STORE_MODAL_TITLE_TEXT).toBe('ストアを選択');
    expect(CLOSE_TEXT).toBe('閉じる');
    expect(FREE_CAMPAIGN_BADGE_TEXT).toBe('無料話増量中');
    expect(RELEASE_DATE_SUFFIX_TEXT).toBe('発売');
  });

  it('keep the full-width characters of the spec, with half-width spaces and ASCII "UP!"', () => {
    expect(FREE_CAMPAIGN_BANNER_TEXT).toBe('\uFF3C \u7121\u6599\u8A71\u5897\u91CF\u4E2D \uFF0F');
    expect(DELIVERY_PERIOD_PREFIX_TEXT).toBe('配信期限\uFF1A');
    expect(NEXT_UPDATE_PREFIX_TEXT).toBe('次回更新予定日\uFF1A');
    expect(NEW_BADGE_TEXT).toBe('\u6700\u65B0UP!');
  });

  it('count episodes with 話 and volumes with 巻', () => {
    expect(showAllEpisodesText(7)).toBe('全7話を表示');
    expect(showAllVolumesText(6)).toBe('全6巻を表示');
    expect(seeAllVolumesText(8)).toBe('全8巻を見る');
  });

  it('name ranges {start}〜{end}話, with a wave dash', () => {
    expect(episodeRangeText(51, 100)).toBe('51\u301C100話');
  });

  it('name a run of store-only episodes by its ends, its count in 話 and ストアで購入', () => {
    expect(episodeSpanText('第2話②', '第28話②')).toBe('第2話②\u301C第28話②');
    expect(episodeCountText(27)).toBe('27話');
    expect(LABEL_SEPARATOR_TEXT).toBe(' \u00B7 ');
    expect(storeOnlyRunText('第2話②', '第28話②', 27)).toBe('第2話②〜第28話② · 27話 · ストアで購入');
  });

  it('word the read buttons, trial chapters with 試し読み', () => {
    expect([READ_LATEST_TEXT, RESUME_TEXT]).toEqual(['最新話を読む', '続きから読む']);
    expect([TRIAL_READ_LATEST_TEXT, TRIAL_RESUME_TEXT]).toEqual([
      '最新話を試し読み',
      '続きから試し読み',
    ]);
    expect([EPISODE_RANGES_TEXT, JUMP_TO_EPISODE_TEXT, JUMP_TO_EPISODE_BUTTON_TEXT]).toEqual([
      '話数の範囲',
      '話数を指定',
      '移動',
    ]);
  });
});

// Hiragana, katakana (with the long-vowel mark ー and the middle dot ・), their phonetic
// extensions and half-width katakana: Japanese left in a translation shows up as kana.
const KANA = /[\u3040-\u30FF\u31F0-\u31FF\uFF66-\uFF9F]/u;

describe('STORE_CHOOSER_TEXTS', () => {
  it("is the spec's Japanese in Japanese", () => {
    expect(STORE_CHOOSER_TEXTS.ja).toEqual({
      storeButton: STORE_BUTTON_TEXT,
      modalTitle: STORE_MODAL_TITLE_TEXT,
      close: CLOSE_TEXT,
    });
  });

  it('has every string, none empty, in every interface language', () => {
    const keys = Object.keys(STORE_CHOOSER_TEXTS.ja).sort();
    expect(Object.keys(STORE_CHOOSER_TEXTS).sort()).toEqual([...UI_LOCALES].sort());
    for (const locale of UI_LOCALES) {
      const texts = STORE_CHOOSER_TEXTS[locale];
      expect(Object.keys(texts).sort(), locale).toEqual(keys);
      for (const text of Object.values(texts)) {
        expect(text.trim(), locale).toBe(text);
        expect(text, locale).not.toBe('');
      }
    }
  });

  it.each(['en', 'zh-Hant-TW'] as const)('has no kana in %s', (locale) => {
    for (const text of Object.values(STORE_CHOOSER_TEXTS[locale])) {
      expect(text, locale).not.toMatch(KANA);
    }
  });

  it('reads as English and as Traditional Chinese', () => {
    expect(STORE_CHOOSER_TEXTS.en).toEqual({
      storeButton: 'Buy in store',
      modalTitle: 'Choose a store',
      close: 'Close',
    });
    expect(STORE_CHOOSER_TEXTS['zh-Hant-TW']).toEqual({
      storeButton: '前往商店購買',
      modalTitle: '選擇商店',
      close: '關閉',
    });
  });

  it('has the kana check catch Japanese', () => {
    for (const text of Object.values(STORE_CHOOSER_TEXTS.ja)) expect(text).toMatch(KANA);
  });
});
