import { readdirSync, readFileSync } from 'node:fs';
import * as viewer from '@cw/viewer';
import { describe, expect, it, vi } from 'vitest';
import { layoutSpreads } from './layoutSpreads';

// The core must not need React: with `react` mocked as an empty module it still works.
vi.mock('react', () => ({}));
vi.mock('react-dom', () => ({}));

describe('@cw/viewer', () => {
  it('resolves to the source through the @cw/source condition', () => {
    expect(viewer.layoutSpreads).toBe(layoutSpreads);
  });

  it('opens an episode where the reader left off, in spreads, with React mocked away', () => {
    const pages = Array.from({ length: 4 }, (_, index) => ({
      index,
      width: 1000,
      height: 1400,
      src: `/p/${index}`,
    }));
    const views = viewer.layoutSpreads(pages, { mode: 'spread', shift: false });
    expect(views.map((view) => view.pages)).toEqual([[0], [1, 2], [3]]);
    const line = { work: { id: 7 }, episode: { id: 2, code: 'CW_000001_0002_E' }, page: 2 };
    const history = viewer.historyResume([line], { workId: 7 });
    expect(history?.episodeCode).toBe('CW_000001_0002_E');
    const start = viewer.resumePage({
      urlPage: viewer.readPageParam(null),
      historyPage: history?.page ?? null,
      localPage: 1,
      pageCount: pages.length,
    });
    expect(start).toEqual({ page: history?.page, source: 'history' });
  });

  it('has no module importing React, the DOM or a module-level store', () => {
    const sources = readdirSync(new URL('.', import.meta.url))
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
      .map((name) => readFileSync(new URL(name, import.meta.url), 'utf8'))
      // Code only: TSDoc examples may show `window.localStorage` being passed in.
      .map((source) => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, ''));
    for (const source of sources) {
      expect(source).not.toMatch(/from 'react(-dom)?(\/[^']*)?'/);
      expect(source).not.toMatch(/\b(window|document|navigator|localStorage)\./);
      expect(source).not.toMatch(/^(export )?const \w+ = createStore/m);
      expect(source).not.toMatch(/from 'zustand'/);
    }
  });
});
