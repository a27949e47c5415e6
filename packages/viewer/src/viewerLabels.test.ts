import { describe, expect, it } from 'vitest';
import { presentationModeSchema, readingDirectionSchema } from './storedPreferences';
import { PRESENTATION_MODE_LABELS, READING_DIRECTION_LABELS, VIEWER_LABELS } from './viewerLabels';

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

  it('has no empty label', () => {
    for (const label of Object.values(VIEWER_LABELS)) expect(label.trim()).not.toBe('');
  });
});
