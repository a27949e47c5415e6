import { type TopicKind, topicKindSchema } from '@cw/api-client/schemas';
import { describe, expect, it } from 'vitest';
import {
  authorPath,
  genrePath,
  labelPath,
  rankingPath,
  tagPath,
  topicKindPath,
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
  });

  it('puts the all-genre ranking at /ranking and a genre under it', () => {
    expect(rankingPath('all')).toBe('/ranking');
    expect(rankingPath('3')).toBe('/ranking/3');
    expect(rankingPath('all', 'hoshizora')).toBe('/label/hoshizora/ranking');
  });
});
