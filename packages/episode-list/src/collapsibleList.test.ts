import { describe, expect, it } from 'vitest';
import { collapsibleList } from './collapsibleList';

const options = (expanded: boolean) => ({ expanded, showAllLabel: 'all' });

describe('collapsibleList', () => {
  it('shows everything without a toggle up to the limit', () => {
    expect(collapsibleList([1, 2, 3], 3, options(false))).toEqual({
      visible: [1, 2, 3],
      hiddenCount: 0,
      toggleLabel: null,
    });
    expect(collapsibleList([1, 2, 3], 3, options(true)).toggleLabel).toBeNull();
  });

  it('cuts after the limit behind the show-all label', () => {
    expect(collapsibleList([1, 2, 3, 4], 3, options(false))).toEqual({
      visible: [1, 2, 3],
      hiddenCount: 1,
      toggleLabel: 'all',
    });
  });

  it('shows everything with 閉じる when expanded', () => {
    expect(collapsibleList([1, 2, 3, 4], 3, options(true))).toEqual({
      visible: [1, 2, 3, 4],
      hiddenCount: 0,
      toggleLabel: '閉じる',
    });
  });
});
