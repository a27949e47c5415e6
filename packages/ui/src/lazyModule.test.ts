import { describe, expect, it, vi } from 'vitest';
import { lazyModule, preloadLazyModules } from './lazyModule';

describe('lazyModule', () => {
  it('loads on the first call and shares that load', async () => {
    const load = vi.fn(async () => 'module');
    const loader = lazyModule(load);
    expect(load).not.toHaveBeenCalled();
    const [first, second] = await Promise.all([loader(), loader()]);
    expect([first, second]).toEqual(['module', 'module']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('module');
    const loader = lazyModule(load);
    await expect(loader()).rejects.toThrow('offline');
    await expect(loader()).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('preloadLazyModules', () => {
  it('waits for every registered module', async () => {
    let loaded = false;
    const load = vi.fn(
      () =>
        new Promise<string>((done) =>
          setTimeout(() => {
            loaded = true;
            done('module');
          }, 20),
        ),
    );
    const loader = lazyModule(load);
    await preloadLazyModules();
    expect(loaded).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
    await loader();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
