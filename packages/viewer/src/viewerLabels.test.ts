import { describe, expect, it } from 'vitest';
import { mapSwipe, mapTapZone } from './inputMapping';
import { presentationModeSchema, readingDirectionSchema } from './storedPreferences';
import {
  DIRECTION_HINT_LABELS,
  PRESENTATION_MODE_LABELS,
  READING_DIRECTION_LABELS,
  VIEWER_LABELS,
} from './viewerLabels';

describe('viewer labels', () => {
  it('names the direction switch 縦読み / 横読み', () => {
    expect(Object.keys(READING_DIRECTION_LABELS).sort()).toEqual(
      [...readingDirectionSchema.options].sort(),
    );
    expect(READING_DIRECTION_LABELS).toEqual({ vertical: '縦読み', horizontal: '横読み' });
  });

  it('names every presentation mode', () => {
    expect(Object.keys(PRESENTATION_MODE_LABELS).sort()).toEqual(
      [...presentationModeSchema.options].sort(),
    );
  });

  it('names the spread shift toggle as the spec writes it', () => {
    expect(VIEWER_LABELS.spreadShift).toBe('見開きをずらす');
  });

  it('marks trial chapters 試し読み', () => {
    expect(VIEWER_LABELS.trial).toBe('試し読み');
  });

  it('points the direction hint where the viewer turns forward', () => {
    const width = 900;
    expect(mapTapZone(10, width, 'rtl')).toBe('next');
    expect(mapSwipe(120, 0, 'rtl')).toBe('next');
    expect(DIRECTION_HINT_LABELS.rtl).toMatchObject({ arrow: '←', title: '左へ読み進めます' });
    expect(DIRECTION_HINT_LABELS.rtl.detail).toMatch(/^左側をタップ、または右へスワイプ/);
    expect(mapTapZone(width - 10, width, 'ltr')).toBe('next');
    expect(mapSwipe(-120, 0, 'ltr')).toBe('next');
    expect(DIRECTION_HINT_LABELS.ltr).toMatchObject({ arrow: '→', title: '右へ読み進めます' });
    expect(DIRECTION_HINT_LABELS.ltr.detail).toMatch(/^右側をタップ、または左へスワイプ/);
    expect(DIRECTION_HINT_LABELS.vsc.arrow).toBe('↓');
  });

  it('has no empty label', () => {
    for (const label of Object.values(VIEWER_LABELS)) expect(label.trim()).not.toBe('');
  });
});
