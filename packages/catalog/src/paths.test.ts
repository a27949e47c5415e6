import { type TopicKind, topicKindSchema } from '@cw/api-client/schemas';
import { describe, expect, it } from 'vitest';
import {
  authorPath,
  genrePath,
  LABEL_INDEX_PATH,
  labelPath,
  rankingPath,
  resumeReadingPath,
  tagPath,
  topicKindPath,
  viewerPath,
  workPath,
} from './paths';

describe('topicKindPath', () => {
  it.each<[TopicKind, string]>([
    ['news', '/topics/news/7'],
    ['feature', '/topics/features/7'],
    ['fair', '/topics/fair/7'],
    ['new_serial', '/topics/new-serials'],
    ['article', '/kadocommu/article/7'],
  ])('puts a site-wide %s topic at %s', (kind, path) => {
    expect(topicKindPath({ id: 7, kind })).toBe(path);
  });

  it.each<[TopicKind, string]>([
    ['news', '/label/hoshizora/news/7'],
    ['feature', '/label/hoshizora/features/7'],
    ['fair', '/label/hoshizora/fair/7'],
    ['new_serial', '/label/hoshizora/new-serials'],
    ['article', '/kadocommu/article/7'],
  ])("puts a label's %s topic at %s", (kind, path) => {
    expect(topicKindPath({ id: 7, kind }, 'hoshizora')).toBe(path);
  });

  it('has a path for every kind of the schema', () => {
    for (const kind of topicKindSchema.options) {
      expect(topicKindPath({ id: 1, kind })).toMatch(/^\/[a-z-]+\//);
    }
  });
});

describe('site paths', () => {
  it('builds the paths of the route table', () => {
    expect(workPath('KDCW_AM01_68')).toBe('/detail/KDCW_AM01_68');
    expect(labelPath('hoshizora')).toBe('/label/hoshizora');
    expect(authorPath(12)).toBe('/search/author/12');
    expect(genrePath(3)).toBe('/search/genre/3');
    expect(tagPath(40)).toBe('/search/tag/40');
    expect(LABEL_INDEX_PATH).toBe('/label');
  });

  it('puts the all-genre ranking at /ranking and a genre under it', () => {
    expect(rankingPath('all')).toBe('/ranking');
    expect(rankingPath('3')).toBe('/ranking/3');
    expect(rankingPath('all', 'hoshizora')).toBe('/label/hoshizora/ranking');
  });
});

describe('viewerPath', () => {
  it('opens an episode in the viewer', () => {
    expect(viewerPath('CW_000001_0003_E')).toBe('/viewer/CW_000001_0003_E');
  });

  it('opens it at a one-based page', () => {
    expect(viewerPath('CW_000001_0003_E', 12)).toBe('/viewer/CW_000001_0003_E?page=12');
    expect(viewerPath('CW_000001_0003_E', 1)).toBe('/viewer/CW_000001_0003_E?page=1');
  });

  it.each([0, -1, 2.5, Number.NaN, Number.POSITIVE_INFINITY])(
    'leaves out the page %s, which the viewer would not take',
    (page) => {
      expect(viewerPath('CW_000001_0003_E', page)).toBe('/viewer/CW_000001_0003_E');
    },
  );

  it('encodes the code', () => {
    expect(viewerPath('a b')).toBe('/viewer/a%20b');
  });
});

describe('resumeReadingPath', () => {
  it("opens the viewer at the page reached: history's zero-based page plus one", () => {
    expect(resumeReadingPath({ episode: { code: 'CW_000001_0003_E' }, page: 11 })).toBe(
      '/viewer/CW_000001_0003_E?page=12',
    );
    expect(resumeReadingPath({ episode: { code: 'CW_000001_0003_E' }, page: 0 })).toBe(
      '/viewer/CW_000001_0003_E?page=1',
    );
  });
});
