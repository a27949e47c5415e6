// Code a page does not need until the reader reaches for it (a menu, a dialog) is loaded on
// first use. Every such loader is kept here, so whatever opens lazily loaded UI without a
// reader's patience (a component test, a story's play function) can wait for all of them
// first instead of racing the module: `preloadLazyModules()` in one setup per runner.
const loaders = new Set<() => Promise<unknown>>();

/**
 * A loader of a module that is fetched on its first call and shared after that: every call
 * returns the same promise. A load that fails (offline, a deploy replaced the chunk) is tried
 * again on the next call instead of failing for the life of the page.
 *
 * @example
 * const loadStoreModal = lazyModule(() => import('./StoreModal').then((m) => m.StoreModal));
 * <button onPointerEnter={loadStoreModal} onClick={() => loadStoreModal().then(show)} />
 */
export function lazyModule<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  const loader = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  loaders.add(loader);
  return loader;
}

/**
 * Loads every module a `lazyModule` loader of the running page has registered so far. For
 * test and story setup: lazily loaded UI then opens as soon as it is asked for.
 */
export async function preloadLazyModules(): Promise<void> {
  await Promise.all([...loaders].map((load) => load()));
}
