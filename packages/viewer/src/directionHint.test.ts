import { describe, expect, it } from 'vitest';
import {
  DIRECTION_HINT_STORAGE_KEY,
  rememberDirectionHintShown,
  shouldShowDirectionHint,
} from './directionHint';
import { memoryStorage } from './test/memoryStorage';

const refusing = {
  getItem: (): string | null => {
    throw new DOMException('denied', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('full', 'QuotaExceededError');
  },
};

describe('direction hint', () => {
  it('shows once per device, under cw-viewer--direction-hint', () => {
    const storage = memoryStorage();
    expect(shouldShowDirectionHint(storage)).toBe(true);
    rememberDirectionHintShown(storage);
    expect(DIRECTION_HINT_STORAGE_KEY).toBe('cw-viewer--direction-hint');
    expect(storage.values.has(DIRECTION_HINT_STORAGE_KEY)).toBe(true);
    expect(shouldShowDirectionHint(storage)).toBe(false);
  });

  it('is not shown where nothing can remember it', () => {
    expect(shouldShowDirectionHint(null)).toBe(false);
    expect(shouldShowDirectionHint(refusing)).toBe(false);
  });

  it('ignores a storage that refuses to keep it', () => {
    expect(() => rememberDirectionHintShown(refusing)).not.toThrow();
    expect(() => rememberDirectionHintShown(null)).not.toThrow();
  });
});
