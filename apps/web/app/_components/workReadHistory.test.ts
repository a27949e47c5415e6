import { storeReadingPosition } from '@cw/viewer';
import { describe, expect, it } from 'vitest';
import { deviceReadHistory } from './deviceReadHistory';
import type { SessionStatus } from './sessionStatus';
import { readHistorySource } from './workReadHistory';

const WORK = 'CW_000001_S';
const episodes = [
  { id: 101, code: 'CW_000001_0001_E' },
  { id: 102, code: 'CW_000001_0002_E' },
];

/** A device's local storage. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('readHistorySource: "requested only after session status is no longer loading"', () => {
  it.each([
    ['loading', null],
    ['authenticated', 'server'],
    ['unauthenticated', 'device'],
  ] as const)('%s: %s', (status, source) => {
    expect(readHistorySource(status)).toBe(source);
  });

  it('asks nothing while the session loads, then the source of the status it resolves to', () => {
    const asked = (statuses: SessionStatus[]) =>
      statuses.map(readHistorySource).filter((source) => source !== null);
    expect(asked(['loading', 'loading'])).toEqual([]);
    expect(asked(['loading', 'authenticated'])).toEqual(['server']);
    expect(asked(['loading', 'unauthenticated'])).toEqual(['device']);
  });
});

describe("deviceReadHistory: a guest's history, answered from this device", () => {
  it('marks read the episode the viewer last read here', () => {
    const storage = memoryStorage();
    storeReadingPosition(storage, { workCode: WORK, episodeCode: 'CW_000001_0002_E', page: 5 });
    storeReadingPosition(storage, {
      workCode: 'CW_000002_S',
      episodeCode: 'CW_000002_0001_E',
      page: 1,
    });
    expect(deviceReadHistory(storage, WORK, episodes)).toEqual({ '102': true });
  });

  it('is empty for a work not read here, an episode no longer listed, or no storage', () => {
    const storage = memoryStorage();
    expect(deviceReadHistory(storage, WORK, episodes)).toEqual({});
    storeReadingPosition(storage, { workCode: WORK, episodeCode: 'CW_000001_0009_E', page: 2 });
    expect(deviceReadHistory(storage, WORK, episodes)).toEqual({});
    expect(deviceReadHistory(undefined, WORK, episodes)).toEqual({});
  });
});
