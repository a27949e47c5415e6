import { describe, expect, it } from 'vitest';
import {
  DELETE_ALL_HISTORY_LABELS,
  DELETE_HISTORY_ENTRY_LABEL,
  deleteHistoryEntryLabel,
  NOTIFICATION_LABEL,
  notificationSwitchLabel,
  UNFOLLOW_LABEL,
  unfollowButtonLabel,
} from './myComicLabels';

describe('my comic control names', () => {
  it('names a notification switch by its row, keeping the visible text in the name', () => {
    const name = notificationSwitchLabel('ねこと魔法のパン屋さん');
    expect(name).toBe('『ねこと魔法のパン屋さん』の更新通知');
    expect(name).toContain(NOTIFICATION_LABEL);
  });

  it('names an unfollow button by its row, keeping the visible text in the name', () => {
    const name = unfollowButtonLabel('コミック星空');
    expect(name).toBe('『コミック星空』のフォロー解除');
    expect(name).toContain(UNFOLLOW_LABEL);
  });

  it('names a history delete button by work and episode', () => {
    const name = deleteHistoryEntryLabel('月下のソードダンサー', '第3話');
    expect(name).toBe('『月下のソードダンサー 第3話』を履歴から削除');
    expect(name).toContain(DELETE_HISTORY_ENTRY_LABEL);
  });

  it('asks before deleting all history', () => {
    expect(DELETE_ALL_HISTORY_LABELS).toEqual({
      open: 'すべて削除',
      question: '閲覧履歴をすべて削除しますか？',
      confirm: '削除する',
      cancel: 'キャンセル',
    });
  });
});
