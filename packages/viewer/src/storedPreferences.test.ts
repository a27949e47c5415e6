import { describe, expect, it } from 'vitest';
import {
  migratePresentationModes,
  parseStoredDirections,
  parseStoredPresentationModes,
  parseStoredSpreadShifts,
  WORK_DIRECTION_STORAGE_KEY,
  WORK_PRESENTATION_MODE_STORAGE_KEY,
  WORK_SPREAD_SHIFT_STORAGE_KEY,
} from './storedPreferences';

const json = (value: unknown) => JSON.stringify(value);

describe('storage keys', () => {
  it('uses the spec key for directions and the same prefix for the others', () => {
    expect(WORK_DIRECTION_STORAGE_KEY).toBe('cw-viewer--work-direction');
    expect(WORK_PRESENTATION_MODE_STORAGE_KEY).toBe('cw-viewer--work-presentation-mode');
    expect(WORK_SPREAD_SHIFT_STORAGE_KEY).toBe('cw-viewer--work-spread-shift');
  });
});

describe('parseStoredDirections', () => {
  it('reads a list of work directions', () => {
    const raw = json([
      { workCode: 'w1', direction: 'vertical' },
      { workCode: 'w2', direction: 'horizontal' },
    ]);
    expect(parseStoredDirections(raw)).toEqual([
      { workCode: 'w1', direction: 'vertical' },
      { workCode: 'w2', direction: 'horizontal' },
    ]);
  });

  it('reads nothing stored, an empty string or invalid JSON as an empty list', () => {
    expect(parseStoredDirections(null)).toEqual([]);
    expect(parseStoredDirections(undefined)).toEqual([]);
    expect(parseStoredDirections('')).toEqual([]);
    expect(parseStoredDirections('[{"workCode":')).toEqual([]);
    expect(parseStoredDirections('undefined')).toEqual([]);
  });

  it('reads a value that is not a list as an empty list', () => {
    expect(parseStoredDirections(json({ workCode: 'w1', direction: 'vertical' }))).toEqual([]);
    expect(parseStoredDirections('"vertical"')).toEqual([]);
    expect(parseStoredDirections('null')).toEqual([]);
  });

  it('ignores entries of the wrong shape and keeps the valid ones', () => {
    const raw = json([
      { workCode: 'w1', direction: 'diagonal' },
      { workCode: 'w2' },
      { direction: 'vertical' },
      { workCode: 42, direction: 'vertical' },
      { workCode: 'has space', direction: 'vertical' },
      'w3',
      null,
      { workCode: 'w4', direction: 'vertical' },
    ]);
    expect(parseStoredDirections(raw)).toEqual([{ workCode: 'w4', direction: 'vertical' }]);
  });

  it('drops unknown fields', () => {
    const raw = json([{ workCode: 'w1', direction: 'vertical', extra: true }]);
    expect(parseStoredDirections(raw)).toEqual([{ workCode: 'w1', direction: 'vertical' }]);
  });

  it('keeps the later entry when a work appears twice', () => {
    const raw = json([
      { workCode: 'w1', direction: 'vertical' },
      { workCode: 'w2', direction: 'vertical' },
      { workCode: 'w1', direction: 'horizontal' },
    ]);
    expect(parseStoredDirections(raw)).toEqual([
      { workCode: 'w2', direction: 'vertical' },
      { workCode: 'w1', direction: 'horizontal' },
    ]);
  });
});

describe('parseStoredPresentationModes', () => {
  it('keeps normal and wide entries as stored', () => {
    const entries = [
      { workCode: 'w1', presentationMode: 'normal' },
      { workCode: 'w2', presentationMode: 'wide', presentationModePrev: 'normal' },
    ];
    expect(parseStoredPresentationModes(json(entries))).toEqual(entries);
  });

  it('reverts a stored fullscreen to the previous mode on load', () => {
    const raw = json([
      { workCode: 'w1', presentationMode: 'fullscreen', presentationModePrev: 'wide' },
    ]);
    expect(parseStoredPresentationModes(raw)).toEqual([
      { workCode: 'w1', presentationMode: 'wide' },
    ]);
  });

  it('drops a stored fullscreen without a previous mode', () => {
    const raw = json([
      { workCode: 'w1', presentationMode: 'fullscreen' },
      { workCode: 'w2', presentationMode: 'fullscreen', presentationModePrev: 'fullscreen' },
      { workCode: 'w3', presentationMode: 'wide' },
    ]);
    expect(parseStoredPresentationModes(raw)).toEqual([
      { workCode: 'w3', presentationMode: 'wide' },
    ]);
  });

  it('ignores invalid entries and unreadable values', () => {
    const raw = json([
      { workCode: 'w1', presentationMode: 'theater' },
      { workCode: 'w2', presentationMode: 'wide', presentationModePrev: 'tiny' },
      { workCode: 'w3', presentationMode: 'normal' },
    ]);
    expect(parseStoredPresentationModes(raw)).toEqual([
      { workCode: 'w3', presentationMode: 'normal' },
    ]);
    expect(parseStoredPresentationModes('{oops')).toEqual([]);
    expect(parseStoredPresentationModes(json({ w1: 'wide' }))).toEqual([]);
  });
});

describe('migratePresentationModes', () => {
  it('returns a new list and leaves its input alone', () => {
    const input = [{ workCode: 'w1', presentationMode: 'fullscreen' as const }];
    expect(migratePresentationModes(input)).toEqual([]);
    expect(input).toHaveLength(1);
  });
});

describe('parseStoredSpreadShifts', () => {
  it('reads shifted works and ignores invalid entries', () => {
    const raw = json([
      { workCode: 'w1', spreadShift: true },
      { workCode: 'w2', spreadShift: 'yes' },
    ]);
    expect(parseStoredSpreadShifts(raw)).toEqual([{ workCode: 'w1', spreadShift: true }]);
    expect(parseStoredSpreadShifts('nope')).toEqual([]);
  });
});
