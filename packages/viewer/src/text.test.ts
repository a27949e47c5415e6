import { UI_LOCALES, type UiLocale } from '@cw/ui';
import { incompleteLocaleTexts, KANA, SHINJITAI, textStrings } from '@cw/vitest-config/locale';
import { describe, expect, it } from 'vitest';
import { mapSwipe, mapTapZone } from './inputMapping';
import { PRESENTATION_MODES, READING_DIRECTIONS } from './storedPreferences';
import {
  DIRECTION_HINT_TEXT,
  DIRECTION_HINT_TEXTS,
  GOOD_TEXT,
  GOOD_TEXTS,
  goodCountText,
  nextEpisodeInStoresText,
  PRESENTATION_MODE_TEXT,
  PRESENTATION_MODE_TEXTS,
  pageAltText,
  pageAnnouncement,
  READING_DIRECTION_TEXT,
  READING_DIRECTION_TEXTS,
  VIEWER_TEXT,
  VIEWER_TEXTS,
} from './text';

/** The interface languages translated from the Japanese. */
const TRANSLATED = UI_LOCALES.filter(
  (locale): locale is Exclude<UiLocale, 'ja'> => locale !== 'ja',
);

describe('viewer text', () => {
  it('names the direction switch 縦読み / 横読み', () => {
    expect(Object.keys(READING_DIRECTION_TEXT).sort()).toEqual([...READING_DIRECTIONS].sort());
    expect(READING_DIRECTION_TEXT).toEqual({ vertical: '縦読み', horizontal: '横読み' });
  });

  it('names every presentation mode', () => {
    expect(Object.keys(PRESENTATION_MODE_TEXT).sort()).toEqual([...PRESENTATION_MODES].sort());
  });

  it('names the spread shift toggle as the spec writes it', () => {
    expect(VIEWER_TEXT.spreadShift).toBe('見開きをずらす');
  });

  it('marks trial chapters 試し読み', () => {
    expect(VIEWER_TEXT.trial).toBe('試し読み');
  });

  it('points the direction hint where the viewer turns forward', () => {
    const width = 900;
    expect(mapTapZone(10, width, 'rtl')).toBe('next');
    expect(mapSwipe(120, 0, 'rtl')).toBe('next');
    expect(DIRECTION_HINT_TEXT.rtl).toMatchObject({ arrow: '←', title: '左へ読み進めます' });
    expect(DIRECTION_HINT_TEXT.rtl.detail).toMatch(/^左側をタップ、または右へスワイプ/);
    expect(mapTapZone(width - 10, width, 'ltr')).toBe('next');
    expect(mapSwipe(-120, 0, 'ltr')).toBe('next');
    expect(DIRECTION_HINT_TEXT.ltr).toMatchObject({ arrow: '→', title: '右へ読み進めます' });
    expect(DIRECTION_HINT_TEXT.ltr.detail).toMatch(/^右側をタップ、または左へスワイプ/);
    expect(DIRECTION_HINT_TEXT.vsc.arrow).toBe('↓');
  });

  it('names the good button いいね and says a failed press may be tried again', () => {
    expect(GOOD_TEXT.label).toBe('いいね');
    expect(GOOD_TEXT.error).toMatch(/^いいねできませんでした。.*もう一度お試しください。$/);
  });

  it('has no empty text', () => {
    for (const text of [...Object.values(VIEWER_TEXT), ...Object.values(GOOD_TEXT)]) {
      expect(text.trim()).not.toBe('');
    }
  });
});

describe('nextEpisodeInStoresText', () => {
  it('is "{title} はストアで購入できます"', () => {
    expect(nextEpisodeInStoresText('第2話②')).toBe('第2話② はストアで購入できます');
    expect(nextEpisodeInStoresText('Chapter 3')).toBe('Chapter 3 はストアで購入できます');
  });
});

describe('pageAltText', () => {
  it('is "{title} {n}ページ"', () => {
    expect(pageAltText('第1話', 1)).toBe('第1話 1ページ');
    expect(pageAltText('Episode 12', 24)).toBe('Episode 12 24ページ');
  });
});

describe('pageAnnouncement', () => {
  it('announces a single page with the page count', () => {
    expect(pageAnnouncement({ pages: [3], pageCount: 24 })).toBe('3 / 24ページ');
  });

  it('announces both pages of a spread in order, whatever order they come in', () => {
    expect(pageAnnouncement({ pages: [4, 5], pageCount: 24 })).toBe('4〜5 / 24ページ');
    expect(pageAnnouncement({ pages: [5, 4], pageCount: 24 })).toBe('4〜5 / 24ページ');
  });

  it('announces the end of the episode', () => {
    expect(pageAnnouncement({ pages: [], pageCount: 24 })).toBe('この話はここまでです');
  });
});

const RECORDS = {
  VIEWER_TEXTS,
  GOOD_TEXTS,
  DIRECTION_HINT_TEXTS,
  READING_DIRECTION_TEXTS,
  PRESENTATION_MODE_TEXTS,
};

describe('viewer text in every interface language', () => {
  it('keeps the Japanese records as the ja entries', () => {
    expect(VIEWER_TEXTS.ja).toBe(VIEWER_TEXT);
    expect(GOOD_TEXTS.ja).toBe(GOOD_TEXT);
    expect(DIRECTION_HINT_TEXTS.ja).toBe(DIRECTION_HINT_TEXT);
    expect(READING_DIRECTION_TEXTS.ja).toBe(READING_DIRECTION_TEXT);
    expect(PRESENTATION_MODE_TEXTS.ja).toBe(PRESENTATION_MODE_TEXT);
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
      const built = [
        pageAltText('Chapter 1', 3, locale),
        nextEpisodeInStoresText('Chapter 2', locale),
        pageAnnouncement({ pages: [3], pageCount: 24 }, locale),
        pageAnnouncement({ pages: [4, 5], pageCount: 24 }, locale),
        pageAnnouncement({ pages: [], pageCount: 24 }, locale),
        goodCountText('12,345', locale),
      ];
      for (const text of built) {
        expect(text).not.toMatch(KANA);
        expect(text).not.toMatch(SHINJITAI);
      }
    },
  );

  it('keeps the arrows of the direction hint in every locale', () => {
    for (const locale of UI_LOCALES) {
      expect(DIRECTION_HINT_TEXTS[locale].rtl.arrow).toBe('←');
      expect(DIRECTION_HINT_TEXTS[locale].ltr.arrow).toBe('→');
      expect(DIRECTION_HINT_TEXTS[locale].vsc.arrow).toBe('↓');
    }
  });

  it('has the words a MANGA Plus or Webtoon reader expects', () => {
    expect(VIEWER_TEXTS.en).toMatchObject({
      backToWork: 'Back to series',
      nextEpisode: 'Next chapter',
      endHeading: 'This is the end of the chapter',
    });
    expect(VIEWER_TEXTS['zh-Hant-TW']).toMatchObject({
      backToWork: '返回作品頁',
      nextEpisode: '下一話',
      endHeading: '本話到此結束',
    });
  });
});

describe('the Japanese text, as the spec writes it', () => {
  it('is unchanged', () => {
    expect(VIEWER_TEXT).toEqual({
      surface: 'ビューア',
      toolbar: 'ビューアのメニュー',
      displaySettings: '表示設定',
      trial: '試し読み',
      footer: 'ページ操作',
      backToWork: '作品ページへ戻る',
      readingDirection: '読む方向',
      presentationMode: '表示モード',
      spreadShift: '見開きをずらす',
      pageSlider: 'ページを移動',
      nextPage: '次のページ',
      previousPage: '前のページ',
      nextEpisode: '次の話へ',
      previousEpisode: '前の話へ',
      endHeading: 'この話はここまでです',
      noNextEpisode: '次の話はまだありません',
      toWork: '作品ページへ',
      volumeStores: 'この話を収録したコミックス',
      storeButton: 'ストアで購入',
      recommendations: 'おすすめ作品',
      storeOnly: 'この話はストアで購入してお読みいただけます',
      loading: '読み込み中',
    });
    expect(GOOD_TEXT).toEqual({
      label: 'いいね',
      countUnit: '件',
      guestNote: 'ログインせずに押したいいねは取り消せません',
      error: 'いいねできませんでした。時間をおいてもう一度お試しください。',
    });
    expect(PRESENTATION_MODE_TEXT).toEqual({
      normal: '通常表示',
      wide: 'ワイド表示',
      fullscreen: '全画面表示',
    });
    expect(DIRECTION_HINT_TEXT).toEqual({
      rtl: {
        arrow: '←',
        title: '左へ読み進めます',
        detail: '左側をタップ、または右へスワイプで次のページへ',
      },
      ltr: {
        arrow: '→',
        title: '右へ読み進めます',
        detail: '右側をタップ、または左へスワイプで次のページへ',
      },
      vsc: { arrow: '↓', title: '下へ読み進めます', detail: '下へスクロールで次のページへ' },
    });
  });

  it('is what the text functions write by default and for ja', () => {
    expect(pageAltText('第1話', 1, 'ja')).toBe(pageAltText('第1話', 1));
    expect(nextEpisodeInStoresText('第2話', 'ja')).toBe('第2話 はストアで購入できます');
    expect(pageAnnouncement({ pages: [4, 5], pageCount: 24 }, 'ja')).toBe('4〜5 / 24ページ');
    expect(goodCountText('12,345')).toBe('12,345件');
  });
});

describe('the text functions in English and Traditional Chinese', () => {
  it('name a page image', () => {
    expect(pageAltText('Chapter 12', 24, 'en')).toBe('Chapter 12, page 24');
    expect(pageAltText('第12話', 24, 'zh-Hant-TW')).toBe('第12話 第24頁');
  });

  it('say the next episode is sold in stores, its title untranslated', () => {
    expect(nextEpisodeInStoresText('第3話', 'en')).toBe('第3話 is available from stores');
    expect(nextEpisodeInStoresText('第3話', 'zh-Hant-TW')).toBe('第3話 可至商店購買');
  });

  it('announce pages and the end of the episode', () => {
    expect(pageAnnouncement({ pages: [3], pageCount: 24 }, 'en')).toBe('Page 3 of 24');
    expect(pageAnnouncement({ pages: [5, 4], pageCount: 24 }, 'en')).toBe('Pages 4–5 of 24');
    expect(pageAnnouncement({ pages: [], pageCount: 24 }, 'en')).toBe(
      'This is the end of the chapter',
    );
    expect(pageAnnouncement({ pages: [3], pageCount: 24 }, 'zh-Hant-TW')).toBe('3 / 24頁');
    expect(pageAnnouncement({ pages: [4, 5], pageCount: 24 }, 'zh-Hant-TW')).toBe('4～5 / 24頁');
    expect(pageAnnouncement({ pages: [], pageCount: 24 }, 'zh-Hant-TW')).toBe('本話到此結束');
  });

  it('count goods, one like in the singular', () => {
    expect(goodCountText('12,345', 'en')).toBe('12,345 likes');
    expect(goodCountText('1', 'en')).toBe('1 like');
    expect(goodCountText('0', 'en')).toBe('0 likes');
    expect(goodCountText('12,345', 'zh-Hant-TW')).toBe('12,345個讚');
  });
});
