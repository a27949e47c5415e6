import { describe, expect, it } from 'vitest';
import {
  CLOSE_LABEL,
  DELIVERY_PERIOD_PREFIX,
  ENDED_EPISODES_LABEL,
  EPISODE_RANGES_LABEL,
  episodeRangeLabel,
  FREE_CAMPAIGN_BADGE,
  FREE_CAMPAIGN_BANNER,
  JUMP_TO_EPISODE_BUTTON,
  JUMP_TO_EPISODE_LABEL,
  NEW_BADGE_LABEL,
  NEXT_UPDATE_PREFIX,
  READ_LATEST_LABEL,
  RELEASE_DATE_SUFFIX,
  RESUME_LABEL,
  SORT_LABELS,
  STORE_BUTTON_LABEL,
  STORE_MODAL_TITLE,
  showAllEpisodesLabel,
  showAllVolumesLabel,
  TAB_LABELS,
  TRIAL_READ_LABEL,
  TRIAL_READ_LATEST_LABEL,
  TRIAL_RESUME_LABEL,
} from './labels';

describe('labels', () => {
  it('are the strings of the spec', () => {
    expect(TAB_LABELS).toEqual({ episodes: '話', comics: 'コミックス' });
    expect(SORT_LABELS).toEqual({ first: '1話から', latest: '最新話から' });
    expect(ENDED_EPISODES_LABEL).toBe('その他の話は公開終了しました');
    expect(NEW_BADGE_LABEL).toBe('最新UP!');
    expect(STORE_BUTTON_LABEL).toBe('ストアで購入');
    expect(TRIAL_READ_LABEL).toBe('試し読み');
    expect(STORE_MODAL_TITLE).toBe('ストアを選択');
    expect(CLOSE_LABEL).toBe('閉じる');
    expect(FREE_CAMPAIGN_BADGE).toBe('無料話増量中');
    expect(RELEASE_DATE_SUFFIX).toBe('発売');
  });

  it('keep the full-width characters of the spec, with half-width spaces and ASCII "UP!"', () => {
    expect(FREE_CAMPAIGN_BANNER).toBe('\uFF3C \u7121\u6599\u8A71\u5897\u91CF\u4E2D \uFF0F');
    expect(DELIVERY_PERIOD_PREFIX).toBe('配信期限\uFF1A');
    expect(NEXT_UPDATE_PREFIX).toBe('次回更新予定日\uFF1A');
    expect(NEW_BADGE_LABEL).toBe('\u6700\u65B0UP!');
  });

  it('count episodes with 話 and volumes with 巻', () => {
    expect(showAllEpisodesLabel(7)).toBe('全7話を表示');
    expect(showAllVolumesLabel(6)).toBe('全6巻を表示');
  });

  it('name ranges {start}〜{end}話, with a wave dash', () => {
    expect(episodeRangeLabel(51, 100)).toBe('51\u301C100話');
  });

  it('word the read buttons, trial chapters with 試し読み', () => {
    expect([READ_LATEST_LABEL, RESUME_LABEL]).toEqual(['最新話を読む', '続きから読む']);
    expect([TRIAL_READ_LATEST_LABEL, TRIAL_RESUME_LABEL]).toEqual([
      '最新話を試し読み',
      '続きから試し読み',
    ]);
    expect([EPISODE_RANGES_LABEL, JUMP_TO_EPISODE_LABEL, JUMP_TO_EPISODE_BUTTON]).toEqual([
      '話数の範囲',
      '話数を指定',
      '移動',
    ]);
  });
});
