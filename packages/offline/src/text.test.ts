import { describe, expect, it } from 'vitest';
import {
  AUTO_KEEP_TEXT,
  autoKeepLimitText,
  DELETE_ALL_SAVED_TEXT,
  deleteLibraryEpisodeText,
  deleteSavedEpisodeText,
  episodeTitleText,
  INSTALL_PROMPT_TEXT,
  SAVE_EPISODE_TEXT,
  SAVED_LIBRARY_TEXT,
  saveButtonText,
  savedCountText,
  savedText,
  savingBytesText,
  savingPercent,
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
