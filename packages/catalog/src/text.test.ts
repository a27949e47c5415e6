import { FOLLOW_KINDS } from '@cw/api-client/constants';
import { rankingPeriodSchema, topicKindSchema } from '@cw/api-client/schemas';
import { describe, expect, it } from 'vitest';
import {
  DELETE_ALL_HISTORY_TEXT,
  DELETE_HISTORY_ENTRY_TEXT,
  deleteHistoryEntryText,
  EMPTY_FOLLOWED_LINK_TEXT,
  EMPTY_FOLLOWED_TEXT,
  followerCountText,
  MODAL_BANNER_TEXT,
  NOTIFICATION_TEXT,
  notificationSwitchText,
  pageLinkText,
  RANKING_PERIOD_TEXT,
  rankText,
  showSlideText,
  slideText,
  suggestionCountText,
  TOPIC_KIND_TEXT,
  UNFOLLOW_TEXT,
  unfollowButtonText,
  WEEKDAY_NAME_TEXT,
  WEEKDAY_TEXT,
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
  it('name pages, slides and suggestions', () => {
    expect(pageLinkText(3)).toBe('3ページ');
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

describe('rankText', () => {
  it("reads a rank as '{rank}位'", () => {
    expect(rankText(1)).toBe('1位');
    expect(rankText(12)).toBe('12位');
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
