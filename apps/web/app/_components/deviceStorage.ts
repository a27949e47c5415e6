/** This device's local storage, or none where it is unavailable (private modes, sandboxed frames). */
export function deviceStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** A list of ids kept on this device under `key` (newest last); empty when unreadable. */
export function readStoredIds(key: string): number[] {
  try {
    const value: unknown = JSON.parse(deviceStorage()?.getItem(key) ?? '[]');
    return Array.isArray(value) ? value.filter((id) => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

/** Keeps a value on this device; without storage it is simply not kept. */
export function storeValue(key: string, value: string): void {
  try {
    deviceStorage()?.setItem(key, value);
  } catch {
    // Private modes and full storage: the page goes on without it.
  }
}
