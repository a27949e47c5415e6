import { describe, expect, it } from 'vitest';
import {
  bannerClickEvent,
  contentClickEvent,
  contentFollowEvent,
  fanletterClickEvent,
  historyDeleteEvent,
  labelFollowEvent,
  modalBannerEvent,
  moduleImpressionEvent,
  sendAppEvent,
  shareEvent,
} from './siteEvents';
import { work } from './test/fixtures';

const workFields = { work_id: 101, work_code: 'KC_0101_S', work_title: 'ねこと魔法のパン屋さん' };
const label = { id: 3, code: 'dengeki', name: '電撃コミックス', color: '#d00000' };
const banner = { id: 7, title: '10周年記念キャンペーン', href: '/campaign/10th-anniversary' };

describe('work events', () => {
  it('content_click names the work, the list and the rank', () => {
    expect(contentClickEvent({ work, moduleName: 'ranking', position: 3 })).toEqual({
      event: 'content_click',
      ...workFields,
      module_name: 'ranking',
      position: 3,
    });
    expect(contentClickEvent({ work, moduleName: 'new_serials' }).position).toBeNull();
  });

  it('content_follow_on and content_follow_off', () => {
    expect(contentFollowEvent(work, true)).toEqual({ event: 'content_follow_on', ...workFields });
    expect(contentFollowEvent(work, false)).toEqual({ event: 'content_follow_off', ...workFields });
  });

  it('label_follow_on and label_follow_off', () => {
    expect(labelFollowEvent(label, true)).toEqual({
      event: 'label_follow_on',
      label_id: 3,
      label_code: 'dengeki',
      label_name: '電撃コミックス',
    });
    expect(labelFollowEvent(label, false).event).toBe('label_follow_off');
  });

  it('fanletter_click and send_app', () => {
    expect(fanletterClickEvent(work)).toEqual({ event: 'fanletter_click', ...workFields });
    expect(sendAppEvent({ screen: 'viewer', workCode: 'KC_0101_S', episodeCode: 'E2' })).toEqual({
      event: 'send_app',
      screen: 'viewer',
      work_code: 'KC_0101_S',
      episode_code: 'E2',
    });
    expect(sendAppEvent({ screen: 'footer' })).toMatchObject({
      work_code: null,
      episode_code: null,
    });
  });

  it('share names the method and what was shared', () => {
    expect(shareEvent({ method: 'line', contentType: 'episode', itemId: 'KC_0101_E02' })).toEqual({
      event: 'share',
      method: 'line',
      content_type: 'episode',
      item_id: 'KC_0101_E02',
    });
  });
});

describe('site events', () => {
  it('banner_click keeps the fields of 0.1 (id, title, 1-based position)', () => {
    expect(bannerClickEvent(banner, 2)).toEqual({
      event: 'banner_click',
      banner_id: 7,
      banner_title: '10周年記念キャンペーン',
      position: 2,
    });
  });

  it('the modal banner: impression, click with its link, no', () => {
    expect(modalBannerEvent('impression', banner)).toEqual({
      event: 'modal_banner_imp',
      banner_id: 7,
      banner_title: '10周年記念キャンペーン',
    });
    expect(modalBannerEvent('click', banner, banner.href)).toEqual({
      event: 'modal_banner_click',
      banner_id: 7,
      banner_title: '10周年記念キャンペーン',
      href: '/campaign/10th-anniversary',
    });
    expect(modalBannerEvent('no', banner).event).toBe('modal_banner_no');
  });

  it('module impressions: a work page is _detail, a home or label page _label', () => {
    expect(
      moduleImpressionEvent({
        page: 'detail',
        moduleName: 'related',
        position: 4,
        workCode: 'KC_0101_S',
      }),
    ).toEqual({
      event: 'module_impression_detail',
      page: 'detail',
      module_name: 'related',
      position: 4,
      label_code: null,
      work_code: 'KC_0101_S',
    });
    expect(
      moduleImpressionEvent({
        page: 'label',
        moduleName: 'ranking',
        position: 2,
        labelCode: 'dengeki',
      }),
    ).toMatchObject({ event: 'module_impression_label', label_code: 'dengeki' });
    expect(moduleImpressionEvent({ page: 'home', moduleName: 'new', position: 1 }).event).toBe(
      'module_impression_label',
    );
  });

  it('history_delete of one line or all', () => {
    expect(historyDeleteEvent('one', 1)).toEqual({
      event: 'history_delete',
      scope: 'one',
      count: 1,
    });
    expect(historyDeleteEvent('all', 42)).toEqual({
      event: 'history_delete',
      scope: 'all',
      count: 42,
    });
  });
});
