import { describe, expect, it } from 'vitest';
import {
  CONSENT_CATEGORIES,
  CONSENT_STORAGE_KEY,
  DEFAULT_CONSENT,
  readConsent,
  writeConsent,
} from './consent';

function memoryStorage(initial?: string) {
  const values = new Map<string, string>();
  if (initial !== undefined) values.set(CONSENT_STORAGE_KEY, initial);
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('consent', () => {
  it('lists the seven categories of spec section 9', () => {
    expect(CONSENT_CATEGORIES).toEqual([
      'required',
      'performance',
      'functionality',
      'targeting',
      'socialMedia',
      'affiliate',
      'unCategorized',
    ]);
  });

  it('allows every category until the reader chooses', () => {
    expect(readConsent(memoryStorage())).toEqual(DEFAULT_CONSENT);
    expect(readConsent(undefined)).toEqual(DEFAULT_CONSENT);
    expect(Object.values(DEFAULT_CONSENT).every(Boolean)).toBe(true);
  });

  it('keeps a refusal across reads, and required always on', () => {
    const storage = memoryStorage();
    writeConsent(storage, { ...DEFAULT_CONSENT, performance: false, required: false });
    const consent = readConsent(storage);
    expect(consent.performance).toBe(false);
    expect(consent.targeting).toBe(true);
    expect(consent.required).toBe(true);
  });

  it.each(['not json', '[]', '"yes"', '{"performance":"no"}'])(
    'ignores a malformed stored value %s',
    (stored) => {
      expect(readConsent(memoryStorage(stored))).toEqual(DEFAULT_CONSENT);
    },
  );

  it('takes the default for categories the stored value lacks', () => {
    expect(readConsent(memoryStorage('{"targeting":false}'))).toEqual({
      ...DEFAULT_CONSENT,
      targeting: false,
    });
  });
});
