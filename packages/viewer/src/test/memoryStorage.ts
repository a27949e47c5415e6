// The viewer's stores take a `Storage`-like object: an in-memory one for tests and stories. No
// test-runner imports here: stories load this module in the browser.

/** A `Storage`-like map for the preference store, with the raw values visible. */
export function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => {
      values.set(key, value);
    },
  };
}
