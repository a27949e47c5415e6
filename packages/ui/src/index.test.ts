import { describe, expect, it } from 'vitest';
import * as ui from './index';

describe('@cw/ui public API', () => {
  it('exports exactly the named values', () => {
    expect(Object.keys(ui).sort()).toEqual(
      [
        'BADGE_VARIANTS',
        'BUTTON_SIZES',
        'BUTTON_VARIANTS',
        'Badge',
        'Button',
        'ButtonLink',
        'ColoredTag',
        'DESKTOP_MEDIA_QUERY',
        'DESKTOP_MIN_WIDTH',
        'Disclosure',
        'Heading',
        'MIN_TEXT_CONTRAST_RATIO',
        'Modal',
        'SKELETON_SHAPES',
        'ShareButton',
        'Skeleton',
        'TEXT_LIGHTNESS_THRESHOLD',
        'TEXT_TONE_COLORS',
        'THUMBNAIL_DEFAULT_WIDTH',
        'THUMBNAIL_FALLBACK_SRC',
        'THUMBNAIL_RATIOS',
        'Tabs',
        'Thumbnail',
        'ThumbnailFallbacks',
        'buttonClassName',
        'contrastRatio',
        'hslLightness',
        'isHexColor',
        'readableBackground',
        'shareLinks',
        'showThumbnailFallback',
        'textColorOn',
        'thumbnailHeight',
        'useHydrated',
        'watchThumbnailFallbacks',
      ].sort(),
    );
  });
});
