import { UI_LOCALES, type UiLocale } from '@cw/ui';
import { incompleteLocaleTexts, KANA, textStrings } from '@cw/vitest-config/locale';
import { describe, expect, it } from 'vitest';
import { UNSAVEABLE_TEXT, UNSAVEABLE_TEXTS } from './saveability';
import { storageQuotaView } from './storageQuota';
import {
  AUTO_KEEP_TEXT,
  AUTO_KEEP_TEXTS,
  autoKeepLimitText,
  DELETE_ALL_SAVED_TEXT,
  DELETE_ALL_SAVED_TEXTS,
  deleteLibraryEpisodeText,
  deleteSavedEpisodeText,
  episodeTitleText,
  INSTALL_PROMPT_TEXT,
  INSTALL_PROMPT_TEXTS,
  SAVE_EPISODE_TEXT,
  SAVE_EPISODE_TEXTS,
  SAVED_LIBRARY_TEXT,
  SAVED_LIBRARY_TEXTS,
  saveButtonText,
  savedCountText,
  savedText,
  savingBytesText,
  savingPercent,
  storageSummaryText,
} from './text';

describe('save button text', () => {
  it('shows the estimate before saving, and the measured size once saved', () => {
    expect(saveButtonText(12_345_678)).toBe('保存（約12.3 MB）');
    expect(saveButtonText(265_356)).toBe('保存（約265 KB）');
    expect(saveButtonText(null)).toBe('保存');
    expect(savedText(5_323_120)).toBe('保存済み（5.3 MB）');
  });

  it('words the states of the control', () => {
    expect(SAVE_EPISODE_TEXT).toMatchObject({
      save: '保存',
      saving: '保存中',
      saved: '保存済み',
      delete: '削除',
      deleteLabel: '保存したエピソードを削除',
      failed: '保存できませんでした',
      retry: '再試行',
    });
  });

  it('names the episode a delete button deletes when it is known', () => {
    expect(deleteSavedEpisodeText('第2話')).toBe('『第2話』の保存を削除');
    expect(deleteSavedEpisodeText(undefined)).toBe('保存したエピソードを削除');
    expect(deleteSavedEpisodeText('')).toBe('保存したエピソードを削除');
  });
});

describe('savingPercent', () => {
  it.each([
    [0, 20, 0],
    [8, 20, 40],
    [1, 3, 33],
    [19, 20, 95],
    [199, 200, 99],
    [20, 20, 100],
    [25, 20, 100],
    [3, 0, 0],
    [-1, 20, 0],
    [Number.NaN, 20, 0],
  ])('%d of %d is %d%%', (done, total, percent) => {
    expect(savingPercent(done, total)).toBe(percent);
  });
});

describe('savingBytesText', () => {
  it('shows the bytes stored, over the total when known', () => {
    expect(savingBytesText(4_900_000, 12_300_000)).toBe('4.9 MB / 12.3 MB');
    expect(savingBytesText(0, null)).toBe('0 B');
  });
});

describe('saved library text', () => {
  it('counts episodes with 件 and their size in decimal units', () => {
    expect(savedCountText(3, 15_900_000)).toBe('3件・15.9 MB');
    expect(savedCountText(1234, 2_000_000_000)).toBe('1,234件・2.0 GB');
  });

  it('shows the subtitle after the title when there is one', () => {
    expect(episodeTitleText({ title: '第2話', subTitle: '春の嵐' })).toBe('第2話 春の嵐');
    expect(episodeTitleText({ title: '第2話', subTitle: null })).toBe('第2話');
    expect(episodeTitleText({ title: '第2話', subTitle: '' })).toBe('第2話');
  });

  it('names each delete button with the work and episode it deletes', () => {
    expect(deleteLibraryEpisodeText('海辺の町', '第2話')).toBe('『海辺の町 第2話』を削除');
  });

  it('words the page and its confirmation', () => {
    expect(SAVED_LIBRARY_TEXT).toMatchObject({
      empty: '保存したエピソードはありません',
      deleteEpisode: '削除',
      deleteWork: '作品の保存をすべて削除',
      persist: 'ストレージを保護する',
    });
    expect(DELETE_ALL_SAVED_TEXT.open).toBe('すべて削除');
  });
});

describe('auto-keep text', () => {
  it('shows limits in MB, whole gigabytes in GB', () => {
    expect([100, 200, 500, 1000, 1500, 2000].map(autoKeepLimitText)).toEqual([
      '100 MB',
      '200 MB',
      '500 MB',
      '1 GB',
      '1500 MB',
      '2 GB',
    ]);
    expect(AUTO_KEEP_TEXT.enable).toBe('フォロー中の作品の最新話を自動で保存する');
    expect(AUTO_KEEP_TEXT.limit).toBe('保存の上限');
  });
});

describe('INSTALL_PROMPT_TEXT', () => {
  it('words the install banner', () => {
    expect(INSTALL_PROMPT_TEXT).toMatchObject({
      message: 'ホーム画面に追加すると、アプリのように読めます',
      install: '追加する',
      dismiss: '今はしない',
    });
  });
});

/** The interface languages translated from the Japanese. */
const TRANSLATED = UI_LOCALES.filter(
  (locale): locale is Exclude<UiLocale, 'ja'> => locale !== 'ja',
);

const RECORDS = {
  SAVE_EPISODE_TEXTS,
  UNSAVEABLE_TEXTS,
  SAVED_LIBRARY_TEXTS,
  DELETE_ALL_SAVED_TEXTS,
  AUTO_KEEP_TEXTS,
  INSTALL_PROMPT_TEXTS,
};

/** Every text the functions build, in one language, from Latin titles (titles are data). */
const builtTexts = (locale: UiLocale) => [
  saveButtonText(12_345_678, locale),
  saveButtonText(null, locale),
  savedText(5_323_120, locale),
  deleteSavedEpisodeText('Chapter 2', locale),
  deleteSavedEpisodeText(undefined, locale),
  savedCountText(1, 5_300_000, locale),
  savedCountText(3, 15_900_000, locale),
  deleteLibraryEpisodeText('Seaside Town', 'Chapter 2', locale),
  storageSummaryText(storageQuotaView({ usage: 12_345_678, quota: 1_200_000_000 }), locale),
  storageSummaryText(storageQuotaView({ usage: 12_345_678 }), locale),
];

describe('offline text in every interface language', () => {
  it('keeps the Japanese records as the ja entries', () => {
    expect(SAVE_EPISODE_TEXTS.ja).toBe(SAVE_EPISODE_TEXT);
    expect(UNSAVEABLE_TEXTS.ja).toBe(UNSAVEABLE_TEXT);
    expect(SAVED_LIBRARY_TEXTS.ja).toBe(SAVED_LIBRARY_TEXT);
    expect(DELETE_ALL_SAVED_TEXTS.ja).toBe(DELETE_ALL_SAVED_TEXT);
    expect(AUTO_KEEP_TEXTS.ja).toBe(AUTO_KEEP_TEXT);
    expect(INSTALL_PROMPT_TEXTS.ja).toBe(INSTALL_PROMPT_TEXT);
  });

  it('has every key, non-empty, in every locale', () => {
    expect(incompleteLocaleTexts(RECORDS, UI_LOCALES)).toEqual([]);
  });

  it.each(TRANSLATED)('writes %s with no kana', (locale) => {
    for (const [name, texts] of Object.entries(RECORDS)) {
      for (const [key, text] of textStrings(texts[locale])) {
        expect(text, `${name} ${key}`).not.toMatch(KANA);
      }
    }
    for (const text of builtTexts(locale)) expect(text).not.toMatch(KANA);
  });

  it('has the kana check catch the Japanese', () => {
    expect(savedText(5_323_120)).toMatch(KANA);
    expect(deleteSavedEpisodeText(undefined)).toMatch(KANA);
    expect(savedCountText(3, 15_900_000)).toMatch(KANA);
    expect(INSTALL_PROMPT_TEXT.dismiss).toMatch(KANA);
  });
});

describe('the Japanese text, as the spec writes it', () => {
  it('is unchanged', () => {
    expect(SAVE_EPISODE_TEXT).toEqual({
      group: 'エピソードの保存',
      save: '保存',
      saving: '保存中',
      saved: '保存済み',
      progress: '保存の進み具合',
      delete: '削除',
      deleteLabel: '保存したエピソードを削除',
      failed: '保存できませんでした',
      retry: '再試行',
      failedMessage: '通信状態を確かめて、もう一度お試しください。',
    });
    expect(UNSAVEABLE_TEXT).toEqual({
      'store-only': 'ストアで購入できる話は保存できません',
      ended: '公開が終了した話は保存できません',
      expired: '配信期限を過ぎた話は保存できません',
    });
    expect(SAVED_LIBRARY_TEXT).toEqual({
      total: '保存したエピソード',
      empty: '保存したエピソードはありません',
      emptyHint: '作品ページやビューアの「保存」から、エピソードを保存できます。',
      episodes: '保存したエピソード',
      deleteEpisode: '削除',
      deleteWork: '作品の保存をすべて削除',
      storage: 'ストレージ',
      storageUsage: 'ストレージの使用量',
      storageUnknown: '使用量を確認しています',
      storageNearlyFull: '空き容量が少なくなっています。読み終えたエピソードを削除してください。',
      persist: 'ストレージを保護する',
      persistHint:
        '保護しないと、端末の空き容量が少なくなったときに、保存したエピソードをブラウザが削除することがあります。',
      persisted: 'ストレージは保護されています',
    });
    expect(DELETE_ALL_SAVED_TEXT).toEqual({
      open: 'すべて削除',
      question: '保存したエピソードをすべて削除しますか？',
      confirm: '削除する',
      cancel: 'キャンセル',
    });
    expect(AUTO_KEEP_TEXT).toEqual({
      heading: '自動保存',
      enable: 'フォロー中の作品の最新話を自動で保存する',
      limit: '保存の上限',
      hint: '上限に収まるだけ、新しい話から保存します。手動で保存した話は上限に含まれません。',
    });
    expect(INSTALL_PROMPT_TEXT).toEqual({
      region: 'ホーム画面への追加',
      message: 'ホーム画面に追加すると、アプリのように読めます',
      install: '追加する',
      dismiss: '今はしない',
    });
  });

  it('is what the text functions write by default and for ja', () => {
    expect(saveButtonText(12_345_678, 'ja')).toBe('保存（約12.3 MB）');
    expect(saveButtonText(null, 'ja')).toBe('保存');
    expect(savedText(5_323_120, 'ja')).toBe('保存済み（5.3 MB）');
    expect(deleteSavedEpisodeText('第2話', 'ja')).toBe('『第2話』の保存を削除');
    expect(savedCountText(3, 15_900_000, 'ja')).toBe('3件・15.9 MB');
    expect(deleteLibraryEpisodeText('海辺の町', '第2話', 'ja')).toBe('『海辺の町 第2話』を削除');
  });

  it('writes the storage summary storageQuotaView gives', () => {
    for (const estimate of [
      { usage: 12_345_678, quota: 1_200_000_000 },
      { usage: 5_323_120 },
      {},
    ]) {
      const view = storageQuotaView(estimate);
      expect(storageSummaryText(view)).toBe(view.summaryText);
      expect(storageSummaryText(view, 'ja')).toBe(view.summaryText);
    }
    expect(storageSummaryText(storageQuotaView({ usage: 12_345_678, quota: 1_200_000_000 }))).toBe(
      '12.3 MB / 1.2 GB 使用中（2%）',
    );
  });
});

describe('the text in English', () => {
  it('words the save button with the sizes', () => {
    expect(saveButtonText(12_345_678, 'en')).toBe('Save (about 12.3 MB)');
    expect(saveButtonText(null, 'en')).toBe('Save');
    expect(savedText(5_323_120, 'en')).toBe('Saved (5.3 MB)');
    expect(SAVE_EPISODE_TEXTS.en).toMatchObject({
      group: 'Save chapter',
      saving: 'Saving…',
      delete: 'Remove',
      failed: 'Couldn’t save',
      retry: 'Try again',
    });
  });

  it('names the episode a delete button deletes, its title untranslated', () => {
    expect(deleteSavedEpisodeText('第2話', 'en')).toBe('Remove saved “第2話”');
    expect(deleteSavedEpisodeText('', 'en')).toBe('Remove saved chapter');
    expect(deleteLibraryEpisodeText('Seaside Town', 'Chapter 2', 'en')).toBe(
      'Remove “Seaside Town Chapter 2”',
    );
  });

  it('counts chapters, one in the singular', () => {
    expect(savedCountText(1, 5_300_000, 'en')).toBe('1 chapter · 5.3 MB');
    expect(savedCountText(1234, 2_000_000_000, 'en')).toBe('1,234 chapters · 2.0 GB');
  });

  it('sums up the storage', () => {
    const full = storageQuotaView({ usage: 12_345_678, quota: 1_200_000_000 });
    expect(storageSummaryText(full, 'en')).toBe('12.3 MB of 1.2 GB used (2%)');
    expect(storageSummaryText(storageQuotaView({ usage: 5_323_120 }), 'en')).toBe('5.3 MB used');
  });
});

describe('the text in Traditional Chinese (Taiwan)', () => {
  it('words the save button with the sizes', () => {
    expect(saveButtonText(12_345_678, 'zh-Hant-TW')).toBe('儲存（約12.3 MB）');
    expect(saveButtonText(null, 'zh-Hant-TW')).toBe('儲存');
    expect(savedText(5_323_120, 'zh-Hant-TW')).toBe('已儲存（5.3 MB）');
    expect(SAVE_EPISODE_TEXTS['zh-Hant-TW']).toMatchObject({
      group: '儲存本話',
      saving: '儲存中',
      delete: '刪除',
      retry: '重試',
    });
  });

  it('names what a delete button deletes, titles untranslated', () => {
    expect(deleteSavedEpisodeText('第2話', 'zh-Hant-TW')).toBe('刪除已儲存的「第2話」');
    expect(deleteLibraryEpisodeText('海邊小鎮', '第2話', 'zh-Hant-TW')).toBe(
      '刪除「海邊小鎮 第2話」',
    );
  });

  it('counts and sums up the storage', () => {
    expect(savedCountText(3, 15_900_000, 'zh-Hant-TW')).toBe('共3話 · 15.9 MB');
    const full = storageQuotaView({ usage: 12_345_678, quota: 1_200_000_000 });
    expect(storageSummaryText(full, 'zh-Hant-TW')).toBe('已使用 12.3 MB / 1.2 GB（2%）');
  });
});
