import { describe, expect, it } from 'vitest';
import { readStoredDirection, readStoredPresentationMode } from './storedPreferences';
import {
  findWorkPreference,
  MAX_STORED_WORKS,
  parseWorkPreferences,
  removeWorkPreference,
  upsertWorkPreference,
} from './workPreferenceList';

const json = (value: unknown) => JSON.stringify(value);

describe('parseWorkPreferences', () => {
  it('reads any list with the given entry reader', () => {
    expect(
      parseWorkPreferences(json([{ workCode: 'w', direction: 'vertical' }]), readStoredDirection),
    ).toEqual([{ workCode: 'w', direction: 'vertical' }]);
  });

  it('keeps only the known fields of an entry', () => {
    expect(
      parseWorkPreferences(
        json([{ workCode: 'w', direction: 'vertical', extra: 1 }]),
        readStoredDirection,
      ),
    ).toEqual([{ workCode: 'w', direction: 'vertical' }]);
  });

  it('refuses an entry whose previous presentation mode is not a mode', () => {
    expect(readStoredPresentationMode({ workCode: 'w', presentationMode: 'wide' })).toEqual({
      workCode: 'w',
      presentationMode: 'wide',
    });
    expect(
      readStoredPresentationMode({
        workCode: 'w',
        presentationMode: 'fullscreen',
        presentationModePrev: 'tiny',
      }),
    ).toBeNull();
    expect(readStoredPresentationMode(['w', 'wide'])).toBeNull();
  });
});

describe('upsertWorkPreference', () => {
  const list = [
    { workCode: 'a', direction: 'vertical' as const },
    { workCode: 'b', direction: 'vertical' as const },
  ];

  it('adds a new work at the end', () => {
    expect(upsertWorkPreference(list, { workCode: 'c', direction: 'horizontal' })).toEqual([
      ...list,
      { workCode: 'c', direction: 'horizontal' },
    ]);
  });

  it('replaces a work’s entry and moves it to the end', () => {
    expect(upsertWorkPreference(list, { workCode: 'a', direction: 'horizontal' })).toEqual([
      { workCode: 'b', direction: 'vertical' },
      { workCode: 'a', direction: 'horizontal' },
    ]);
  });

  it('does not change the list it is given', () => {
    upsertWorkPreference(list, { workCode: 'a', direction: 'horizontal' });
    expect(list[0]).toEqual({ workCode: 'a', direction: 'vertical' });
  });

  it('forgets the least recently changed works beyond the limit', () => {
    expect(MAX_STORED_WORKS).toBe(500);
    const full = Array.from({ length: MAX_STORED_WORKS }, (_, i) => ({ workCode: `w${i}` }));
    const next = upsertWorkPreference(full, { workCode: 'new' });
    expect(next).toHaveLength(MAX_STORED_WORKS);
    expect(next[0]).toEqual({ workCode: 'w1' });
    expect(next.at(-1)).toEqual({ workCode: 'new' });
    expect(upsertWorkPreference(list, { workCode: 'c', direction: 'vertical' }, 2)).toEqual([
      { workCode: 'b', direction: 'vertical' },
      { workCode: 'c', direction: 'vertical' },
    ]);
  });
});

describe('removeWorkPreference and findWorkPreference', () => {
  const list = [{ workCode: 'a', spreadShift: true }];

  it('removes and finds a work’s entry', () => {
    expect(removeWorkPreference(list, 'a')).toEqual([]);
    expect(removeWorkPreference(list, 'z')).toEqual(list);
    expect(findWorkPreference(list, 'a')).toEqual({ workCode: 'a', spreadShift: true });
    expect(findWorkPreference(list, 'z')).toBeUndefined();
  });
});
