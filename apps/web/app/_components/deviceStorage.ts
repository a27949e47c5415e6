/** This device's local storage, or none where it is unavailable (private modes, sandboxed frames). */
export function deviceStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
