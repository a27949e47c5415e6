import { describe, expect, it } from 'vitest';
import {
  readStoredPage,
  readStoredPosition,
  storeReadingPosition,
  WORK_READING_POSITION_STORAGE_KEY,
} from './readingPositions';
import { MAX_STORED_WORKS } from './workPreferenceList';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

describe('reading positions', () => {
  it('resumes the episode last read of a work at the page reached', () => {
    const storage = memoryStorage();
    storeReadingPosition(storage, { workCode: 'W1', episodeCode: 'E1', page: 4 });
    storeReadingPosition(storage, { workCode: 'W1', episodeCode: 'E2', page: 7 });
    expect(readStoredPage(storage, 'W1', 'E2')).toBe(7);
    // Another episode of the work starts from its beginning.
    expect(readStoredPage(storage, 'W1', 'E1')).toBeNull();
    expect(readStoredPage(storage, 'W2', 'E9')).toBeNull();
  });

  it("tells where the work was last read, whatever the episode, for the work page's resume", () => {
    const storage = memoryStorage();
    storeReadingPosition(storage, { workCode: 'W1', episodeCode: 'E1', page: 3 });
    storeReadingPosition(storage, { workCode: 'W1', episodeCode: 'E2', page: 7 });
    expect(readStoredPosition(storage, 'W1')).toEqual({
      workCode: 'W1',
      episodeCode: 'E2',
      page: 7,
    });
    expect(readStoredPosition(storage, 'W2')).toBeNull();
  });

  it('ignores damaged entries and unreadable storage', () => {
    const storage = memoryStorage({
      [WORK_READING_POSITION_STORAGE_KEY]:
        '[{"workCode":"W1","episodeCode":"E1","page":0},{"workCode":"W2","episodeCode":"E2","page":3}]',
    });
    expect(readStoredPage(storage, 'W1', 'E1')).toBeNull();
    expect(readStoredPage(storage, 'W2', 'E2')).toBe(3);
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {},
    };
    expect(readStoredPage(broken, 'W1', 'E1')).toBeNull();
    expect(() =>
      storeReadingPosition(broken, { workCode: 'W1', episodeCode: 'E1', page: 2 }),
    ).not.toThrow();
  });

  it('keeps one entry per work, the oldest dropped beyond the bound', () => {
    const storage = memoryStorage();
    for (let i = 0; i <= MAX_STORED_WORKS; i += 1) {
      storeReadingPosition(storage, { workCode: `W${i}`, episodeCode: `E${i}`, page: 1 });
    }
    const stored = JSON.parse(storage.items.get(WORK_READING_POSITION_STORAGE_KEY) ?? '[]');
    expect(stored).toHaveLength(MAX_STORED_WORKS);
    expect(readStoredPage(storage, 'W0', 'E0')).toBeNull();
    expect(readStoredPage(storage, `W${MAX_STORED_WORKS}`, `E${MAX_STORED_WORKS}`)).toBe(1);
  });
});
