import { buildViewerManifest } from '@cw/fixtures';
import { describe, expect, it } from 'vitest';
import { changeDirectionEvent, episodeReadEvent, presentationModeEvent } from './viewerAnalytics';

// Events carry only the viewer's own fields: exact `toEqual`s, so a stray episode or work field
// (the app's to add) fails.

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

  it('is named episode_read and carries the reading direction alone', () => {
    expect(episodeReadEvent(buildViewerManifest(), null)).toEqual({
      name: 'episode_read',
      params: { reading_direction: 'yoko_yomi' },
    });
  });
});

describe('changeDirectionEvent', () => {
  it('reports the chosen direction in analytics words, and nothing else', () => {
    const manifest = buildViewerManifest();
    expect(changeDirectionEvent(manifest, 'vertical')).toEqual({
      name: 'viewer_action_change_direction',
      params: { reading_direction: 'tate_yomi' },
    });
    expect(changeDirectionEvent(manifest, 'horizontal').params.reading_direction).toBe('yoko_yomi');
  });
});

describe('presentationModeEvent', () => {
  it('reports normal ⇄ wide as viewer_action_expand', () => {
    expect(presentationModeEvent('normal', 'wide')).toEqual({
      name: 'viewer_action_expand',
      params: { presentation_mode: 'wide' },
    });
    expect(presentationModeEvent('wide', 'normal')).toEqual({
      name: 'viewer_action_expand',
      params: { presentation_mode: 'normal' },
    });
  });

  it('reports entering and leaving fullscreen as viewer_action_full_screen', () => {
    expect(presentationModeEvent('wide', 'fullscreen')).toEqual({
      name: 'viewer_action_full_screen',
      params: { full_screen: true },
    });
    expect(presentationModeEvent('fullscreen', 'normal')).toEqual({
      name: 'viewer_action_full_screen',
      params: { full_screen: false },
    });
  });

  it('reports nothing when the mode stays', () => {
    expect(presentationModeEvent('wide', 'wide')).toBeNull();
  });
});
