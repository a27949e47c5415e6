import { describe, expect, it } from 'vitest';
import { storedDirectionChangesLayout } from './storedLayout';

const stored = (...entries: unknown[]) => JSON.stringify(entries);

describe('storedDirectionChangesLayout', () => {
  it('is true when 縦読み is stored for a paged work or 横読み for a vertical one', () => {
    expect(
      storedDirectionChangesLayout(stored({ workCode: 'w1', direction: 'vertical' }), 'w1', false),
    ).toBe(true);
    expect(
      storedDirectionChangesLayout(stored({ workCode: 'w1', direction: 'horizontal' }), 'w1', true),
    ).toBe(true);
  });

  it('is false when the stored direction keeps the layout the server rendered', () => {
    expect(
      storedDirectionChangesLayout(stored({ workCode: 'w1', direction: 'vertical' }), 'w1', true),
    ).toBe(false);
    expect(
      storedDirectionChangesLayout(
        stored({ workCode: 'w1', direction: 'horizontal' }),
        'w1',
        false,
      ),
    ).toBe(false);
  });

  it('reads only the work asked for, and its later entry', () => {
    const raw = stored(
      { workCode: 'w2', direction: 'vertical' },
      { workCode: 'w1', direction: 'vertical' },
      { workCode: 'w1', direction: 'horizontal' },
    );
    expect(storedDirectionChangesLayout(raw, 'w1', false)).toBe(false);
    expect(storedDirectionChangesLayout(raw, 'w2', false)).toBe(true);
    expect(storedDirectionChangesLayout(raw, 'w3', false)).toBe(false);
  });

  it('skips an entry without a known direction, as the stored list is parsed', () => {
    const raw = stored(
      { workCode: 'w1', direction: 'vertical' },
      { workCode: 'w1', direction: 'sideways' },
      null,
      'w1',
    );
    expect(storedDirectionChangesLayout(raw, 'w1', false)).toBe(true);
  });

  it('counts nothing stored, unreadable JSON or a value that is not a list as no change', () => {
    for (const raw of [null, '', '{', '{"workCode":"w1","direction":"vertical"}', 'null']) {
      expect(storedDirectionChangesLayout(raw, 'w1', false)).toBe(false);
    }
  });
});
