import { describe, expect, it, vi } from 'vitest';
import { WORK_DIRECTION_STORAGE_KEY } from '../storedPreferences';
import { storedLayoutScript } from './storedLayoutScript';

const stored = (...entries: unknown[]) => JSON.stringify(entries);

/** Runs the inline script as the page would, with its storage and its parent element. */
function runScript(script: string, storage: Record<string, string> | 'throws') {
  const parent = { setAttribute: vi.fn() };
  const localStorage = {
    getItem(key: string) {
      if (storage === 'throws') throw new Error('SecurityError');
      return storage[key] ?? null;
    },
  };
  new Function('localStorage', 'document', script)(localStorage, {
    currentScript: { parentElement: parent },
  });
  return parent.setAttribute;
}

describe('storedLayoutScript', () => {
  it('sets its parent to the layout of the stored direction when that changes it', () => {
    expect(
      runScript(storedLayoutScript('CW_000001_S', false), {
        [WORK_DIRECTION_STORAGE_KEY]: stored({ workCode: 'CW_000001_S', direction: 'vertical' }),
      }),
    ).toHaveBeenCalledWith('data-layout', 'vertical');
    expect(
      runScript(storedLayoutScript('CW_000001_S', true), {
        [WORK_DIRECTION_STORAGE_KEY]: stored({ workCode: 'CW_000001_S', direction: 'horizontal' }),
      }),
    ).toHaveBeenCalledWith('data-layout', 'paged');
  });

  it('leaves the parent alone without a stored change, and when storage cannot be read', () => {
    const script = storedLayoutScript('CW_000001_S', true);
    expect(runScript(script, {})).not.toHaveBeenCalled();
    expect(
      runScript(script, {
        [WORK_DIRECTION_STORAGE_KEY]: stored({ workCode: 'CW_000001_S', direction: 'vertical' }),
      }),
    ).not.toHaveBeenCalled();
    expect(runScript(script, 'throws')).not.toHaveBeenCalled();
  });

  it('cannot be closed early by a value', () => {
    expect(storedLayoutScript('</script><b>', false)).not.toContain('</script>');
  });
});
