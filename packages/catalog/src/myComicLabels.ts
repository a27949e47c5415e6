// Fixed strings of the "my comic" (マイコミック) screens: followed works and labels, the read
// history. The components use these; the app can use them for page titles and tests.

/** Empty state of the followed works. */
export const EMPTY_FOLLOWED_WORKS_LABEL = 'フォロー中の作品はありません';

/** Empty state of the followed labels. */
export const EMPTY_FOLLOWED_LABELS_LABEL = 'フォロー中のレーベルはありません';

/** Empty state of the read history. */
export const EMPTY_HISTORY_LABEL = '閲覧履歴はありません';

/** Link of the empty followed works, to the ranking. */
export const FIND_WORKS_LABEL = 'ランキングから作品を探す';

/** Link of the empty followed labels, to every label. */
export const FIND_LABELS_LABEL = 'レーベル一覧へ';

/** Visible text of a notification switch. */
export const NOTIFICATION_LABEL = '更新通知';

/** Visible text of an unfollow button. */
export const UNFOLLOW_LABEL = 'フォロー解除';

/** Visible text of the button deleting one history line. */
export const DELETE_HISTORY_ENTRY_LABEL = '削除';

/** The "delete all history" button and its inline confirmation. */
export const DELETE_ALL_HISTORY_LABELS = {
  open: 'すべて削除',
  question: '閲覧履歴をすべて削除しますか？',
  confirm: '削除する',
  cancel: 'キャンセル',
} as const;

/** Heading of the row of history entries on the home page. */
export const CONTINUE_READING_LABEL = '続きを読む';

/** Text before a followed work's last update date. */
export const LATEST_UPDATE_LABEL = '最終更新';

/** Text before a followed work's latest episode. */
export const LATEST_EPISODE_LABEL = '最新話';

/** Text before the moment a history line was read. */
export const READ_AT_LABEL = '閲覧日時';

/**
 * Name of the notification switch of one work or label: `『{name}』の更新通知`, which holds
 * the visible `更新通知` and tells the rows apart.
 *
 * @example
 * notificationSwitchLabel('ねこと魔法のパン屋さん'); //=> '『ねこと魔法のパン屋さん』の更新通知'
 */
export function notificationSwitchLabel(name: string): string {
  return `『${name}』の${NOTIFICATION_LABEL}`;
}

/**
 * Name of the unfollow button of one work or label: `『{name}』のフォロー解除`. It keeps the
 * visible `フォロー解除` whole, so a reader using voice control can say what they see.
 *
 * @example
 * unfollowButtonLabel('コミック星空'); //=> '『コミック星空』のフォロー解除'
 */
export function unfollowButtonLabel(name: string): string {
  return `『${name}』の${UNFOLLOW_LABEL}`;
}

/**
 * Name of the button deleting one history line: `『{work title} {episode title}』を履歴から削除`.
 *
 * @example
 * deleteHistoryEntryLabel('月下のソードダンサー', '第3話'); //=> '『月下のソードダンサー 第3話』を履歴から削除'
 */
export function deleteHistoryEntryLabel(workTitle: string, episodeTitle: string): string {
  return `『${workTitle} ${episodeTitle}』を履歴から削除`;
}
