import { describe, expect, it } from 'vitest';
import { LIST_VIEW_STATE_KEY, readListViewState, withListViewState } from './listViewState';

const view = {
  expanded: true,
  volumesExpanded: false,
  renderedRows: 100,
  openStoreRuns: ['store-run-4'],
};
// What Next.js keeps in history.state.
const routerState = { __NA: true, __PRIVATE_NEXTJS_INTERNALS_TREE: ['', { children: [] }] };

describe('withListViewState', () => {
  it("adds the list's state and keeps the router's keys", () => {
    const state = withListViewState(routerState, 'CW_000001_S', view);
    expect(state).toEqual({
      ...routerState,
      [LIST_VIEW_STATE_KEY]: { workCode: 'CW_000001_S', ...view },
    });
    expect(routerState).not.toHaveProperty(LIST_VIEW_STATE_KEY);
  });

  it('replaces its own earlier entry', () => {
    const first = withListViewState(routerState, 'CW_000001_S', view);
    const second = withListViewState(first, 'CW_000001_S', { ...view, renderedRows: 0 });
    expect(readListViewState(second, 'CW_000001_S')).toEqual({ ...view, renderedRows: 0 });
    expect(second.__NA).toBe(true);
  });

  it('starts from an empty state when there is none', () => {
    expect(Object.keys(withListViewState(null, 'W', view))).toEqual([LIST_VIEW_STATE_KEY]);
    expect(Object.keys(withListViewState('text', 'W', view))).toEqual([LIST_VIEW_STATE_KEY]);
  });
});

describe('readListViewState', () => {
  it('reads back what was written for the work', () => {
    expect(readListViewState(withListViewState(routerState, 'W', view), 'W')).toEqual(view);
  });

  it("ignores another work's state", () => {
    expect(readListViewState(withListViewState(routerState, 'A', view), 'B')).toBeNull();
  });

  it('ignores a missing or malformed state', () => {
    expect(readListViewState(null, 'W')).toBeNull();
    expect(readListViewState(routerState, 'W')).toBeNull();
    const bad = (stored: unknown) => readListViewState({ [LIST_VIEW_STATE_KEY]: stored }, 'W');
    expect(bad('expanded')).toBeNull();
    const open = { workCode: 'W', expanded: true, volumesExpanded: false };
    expect(bad({ ...open, expanded: 'yes' })).toBeNull();
    expect(bad({ workCode: 'W', expanded: true, renderedRows: 0 })).toBeNull();
    expect(bad({ ...open, renderedRows: '100' })).toBeNull();
    expect(bad({ ...open, renderedRows: 1.5 })).toBeNull();
    expect(bad({ ...open, renderedRows: -50 })).toBeNull();
    expect(bad({ ...open, renderedRows: null })).toBeNull();
    expect(bad({ ...open, renderedRows: 0, openStoreRuns: 4 })).toBeNull();
    expect(bad({ ...open, renderedRows: 0, openStoreRuns: [4] })).toBeNull();
  });

  it('reads an entry written before long lists were rendered in batches as the first batch', () => {
    const stored = { workCode: 'W', expanded: true, volumesExpanded: false, range: 51 };
    expect(
      readListViewState({ [LIST_VIEW_STATE_KEY]: { ...stored, openStoreRuns: [] } }, 'W'),
    ).toEqual({ expanded: true, volumesExpanded: false, renderedRows: 0, openStoreRuns: [] });
  });

  it('reads an entry written before store-only runs could be opened as none open', () => {
    expect(
      readListViewState(
        {
          [LIST_VIEW_STATE_KEY]: {
            workCode: 'W',
            expanded: true,
            volumesExpanded: false,
            renderedRows: 50,
          },
        },
        'W',
      ),
    ).toEqual({ expanded: true, volumesExpanded: false, renderedRows: 50, openStoreRuns: [] });
  });
});
