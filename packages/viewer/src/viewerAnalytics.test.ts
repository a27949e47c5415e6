import { buildViewerManifest } from '@cw/api-client/fixtures';
import { describe, expect, it } from 'vitest';
import {
  analyticsComicType,
  analyticsServiceType,
  changeDirectionEvent,
  episodeReadEvent,
  presentationModeEvent,
  viewerEventParams,
} from './viewerAnalytics';

describe('analyticsComicType', () => {
  it('is tate for vertical-scroll works, yoko otherwise', () => {
    expect(analyticsComicType('vsc')).toBe('tate');
    expect(analyticsComicType('rtl')).toBe('yoko');
    expect(analyticsComicType('ltr')).toBe('yoko');
  });
});

describe('analyticsServiceType', () => {
  it('is trial when the service id contains web_trial, serial otherwise', () => {
    expect(analyticsServiceType('web_trial')).toBe('trial');
    expect(analyticsServiceType('app_web_trial_2')).toBe('trial');
    expect(analyticsServiceType('web')).toBe('serial');
  });
});

describe('viewerEventParams', () => {
  it('describes the episode and its work', () => {
    const manifest = buildViewerManifest({ pageCount: 12, episode: { serviceId: 'web_trial' } });
    expect(viewerEventParams(manifest)).toEqual({
      work_id: 1,
      work_code: 'CW_000001_S',
      work_title: '作品1',
      episode_id: 2,
      episode_code: 'CW_000001_0002_E',
      episode_title: '第2話',
      episode_no: 2,
      page_count: 12,
      episode_type: 'serial',
      is_latest: false,
      service_type: 'trial',
      read_type: 'free',
      comic_type: 'yoko',
    });
  });
});

describe('episodeReadEvent', () => {
  it("reports the reader's stored direction first", () => {
    const manifest = buildViewerManifest({ scrollType: 'rtl' });
    expect(episodeReadEvent(manifest, 'vertical').params.reading_direction).toBe('tate_yomi');
    const vertical = buildViewerManifest({ scrollType: 'vsc' });
    expect(episodeReadEvent(vertical, 'horizontal').params.reading_direction).toBe('yoko_yomi');
  });

  it("falls back to the work's original direction: ttb is tate_yomi", () => {
    expect(
      episodeReadEvent(buildViewerManifest({ scrollType: 'vsc' }), null).params.reading_direction,
    ).toBe('tate_yomi');
    expect(
      episodeReadEvent(buildViewerManifest({ scrollType: 'ltr' }), null).params.reading_direction,
    ).toBe('yoko_yomi');
  });

  it('is named episode_read and carries the common parameters', () => {
    const manifest = buildViewerManifest();
    const event = episodeReadEvent(manifest, null);
    expect(event.name).toBe('episode_read');
    expect(event.params).toMatchObject(viewerEventParams(manifest));
  });
});

describe('changeDirectionEvent', () => {
  it('reports the chosen direction in analytics words', () => {
    const manifest = buildViewerManifest();
    expect(changeDirectionEvent(manifest, 'vertical')).toMatchObject({
      name: 'viewer_action_change_direction',
      params: { reading_direction: 'tate_yomi' },
    });
    expect(changeDirectionEvent(manifest, 'horizontal').params.reading_direction).toBe('yoko_yomi');
  });
});

describe('presentationModeEvent', () => {
  const manifest = buildViewerManifest();

  it('reports normal ⇄ wide as viewer_action_expand', () => {
    expect(presentationModeEvent(manifest, 'normal', 'wide')).toMatchObject({
      name: 'viewer_action_expand',
      params: { presentation_mode: 'wide' },
    });
    expect(presentationModeEvent(manifest, 'wide', 'normal')).toMatchObject({
      name: 'viewer_action_expand',
      params: { presentation_mode: 'normal' },
    });
  });

  it('reports entering and leaving fullscreen as viewer_action_full_screen', () => {
    expect(presentationModeEvent(manifest, 'wide', 'fullscreen')).toMatchObject({
      name: 'viewer_action_full_screen',
      params: { full_screen: true },
    });
    expect(presentationModeEvent(manifest, 'fullscreen', 'normal')).toMatchObject({
      name: 'viewer_action_full_screen',
      params: { full_screen: false },
    });
  });

  it('reports nothing when the mode stays', () => {
    expect(presentationModeEvent(manifest, 'wide', 'wide')).toBeNull();
  });
});
