import { describe, expect, it } from 'vitest';
import {
  parseEpisodeType,
  resolveEpisodeTypeFromUrl,
  resolveTabs,
  selectSort,
  selectTab,
  tabOfEpisodeType,
} from './episodeTypeUrl';

const both = { hasEpisodes: true, hasVolumes: true };
const episodesOnly = { hasEpisodes: true, hasVolumes: false };
const comicsOnly = { hasEpisodes: false, hasVolumes: true };
const resolve = (search: string, content = both, lastSort?: 'first' | 'latest') =>
  resolveEpisodeTypeFromUrl(new URLSearchParams(search), { ...content, lastSort });

describe('parseEpisodeType', () => {
  it.each(['first', 'latest', 'comics'] as const)('accepts %s', (value) => {
    expect(parseEpisodeType(value)).toBe(value);
  });

  it.each([null, undefined, '', 'FIRST', 'episodes', ' first', 'latest '])(
    'ignores %o',
    (value) => {
      expect(parseEpisodeType(value)).toBeNull();
    },
  );
});

describe('tabOfEpisodeType', () => {
  it('puts the sorts on the episodes tab', () => {
    expect(tabOfEpisodeType('first')).toBe('episodes');
    expect(tabOfEpisodeType('latest')).toBe('episodes');
    expect(tabOfEpisodeType('comics')).toBe('comics');
  });
});

describe('resolveTabs', () => {
  it('shows both tabs when episodes and volumes exist', () => {
    expect(resolveTabs(both)).toEqual(['episodes', 'comics']);
  });

  it('shows no tabs when only one kind exists, or none', () => {
    expect(resolveTabs(episodesOnly)).toEqual([]);
    expect(resolveTabs(comicsOnly)).toEqual([]);
    expect(resolveTabs({ hasEpisodes: false, hasVolumes: false })).toEqual([]);
  });
});

describe('resolveEpisodeTypeFromUrl', () => {
  it.each(['first', 'latest', 'comics'] as const)('uses a valid episodeType=%s as is', (value) => {
    expect(resolve(`episodeType=${value}`)).toEqual({ episodeType: value, replaceUrl: null });
  });

  describe('when episodeType is missing', () => {
    it('fills it with the current tab: episodes from episode 1 by default', () => {
      expect(resolve('')).toEqual({ episodeType: 'first', replaceUrl: '?episodeType=first' });
    });

    it('fills in the last sort of the episodes tab', () => {
      expect(resolve('', both, 'latest')).toEqual({
        episodeType: 'latest',
        replaceUrl: '?episodeType=latest',
      });
    });

    it('fills comics when the work has only volumes', () => {
      expect(resolve('', comicsOnly)).toEqual({
        episodeType: 'comics',
        replaceUrl: '?episodeType=comics',
      });
    });

    it('keeps the other parameters in their order', () => {
      expect(resolve('utm_source=x&page=2').replaceUrl).toBe(
        '?utm_source=x&page=2&episodeType=first',
      );
    });
  });

  describe('when episodeType is invalid', () => {
    it('ignores it, as if missing, and replaces it in place', () => {
      expect(resolve('a=1&episodeType=oldest&b=2')).toEqual({
        episodeType: 'first',
        replaceUrl: '?a=1&episodeType=first&b=2',
      });
      expect(resolve('episodeType=', both, 'latest')).toEqual({
        episodeType: 'latest',
        replaceUrl: '?episodeType=latest',
      });
    });

    it('ignores a value that does not apply to the work', () => {
      expect(resolve('episodeType=comics', episodesOnly)).toEqual({
        episodeType: 'first',
        replaceUrl: '?episodeType=first',
      });
      expect(resolve('episodeType=latest', comicsOnly)).toEqual({
        episodeType: 'comics',
        replaceUrl: '?episodeType=comics',
      });
    });
  });

  describe('with co=true', () => {
    it('drops episodeType from the URL and keeps everything else', () => {
      expect(resolve('a=1&episodeType=comics&co=true&b=2')).toEqual({
        episodeType: 'first',
        replaceUrl: '?a=1&co=true&b=2',
      });
    });

    it('does not fill a missing episodeType', () => {
      expect(resolve('co=true')).toEqual({ episodeType: 'first', replaceUrl: null });
      expect(resolve('co=true', comicsOnly)).toEqual({ episodeType: 'comics', replaceUrl: null });
    });

    it('shows the current tab, the one a reload of the new URL would show', () => {
      expect(resolve('episodeType=comics&co=true', both, 'latest').episodeType).toBe('latest');
      const { replaceUrl } = resolve('episodeType=comics&co=true', both, 'latest');
      expect(resolve(replaceUrl ?? '', both, 'latest')).toEqual({
        episodeType: 'latest',
        replaceUrl: null,
      });
    });

    it('drops an invalid episodeType too', () => {
      expect(resolve('episodeType=oops&co=true').replaceUrl).toBe('?co=true');
    });

    it('only reacts to the value true', () => {
      expect(resolve('episodeType=comics&co=false')).toEqual({
        episodeType: 'comics',
        replaceUrl: null,
      });
      expect(resolve('episodeType=comics&co=1').replaceUrl).toBeNull();
    });
  });

  it('leaves the URL alone for a work with neither episodes nor volumes', () => {
    const nothing = { hasEpisodes: false, hasVolumes: false };
    expect(resolve('', nothing)).toEqual({ episodeType: 'first', replaceUrl: null });
    expect(resolve('episodeType=comics', nothing)).toEqual({
      episodeType: 'comics',
      replaceUrl: null,
    });
  });

  it('does not change the search params it reads', () => {
    const params = new URLSearchParams('episodeType=oops&co=true');
    resolveEpisodeTypeFromUrl(params, both);
    expect(params.toString()).toBe('episodeType=oops&co=true');
  });
});

describe('selectTab', () => {
  it('sets comics when choosing the comics tab', () => {
    expect(selectTab(new URLSearchParams('episodeType=latest'), 'comics')).toBe(
      '?episodeType=comics',
    );
  });

  it('restores the last sort when choosing the episodes tab', () => {
    expect(selectTab(new URLSearchParams('episodeType=comics'), 'episodes', 'latest')).toBe(
      '?episodeType=latest',
    );
  });

  it('restores from episode 1 by default', () => {
    expect(selectTab(new URLSearchParams('episodeType=comics'), 'episodes')).toBe(
      '?episodeType=first',
    );
  });

  it('keeps other parameters and their order', () => {
    expect(selectTab(new URLSearchParams('a=1&episodeType=first&b=2'), 'comics')).toBe(
      '?a=1&episodeType=comics&b=2',
    );
    expect(selectTab(new URLSearchParams('a=1'), 'comics')).toBe('?a=1&episodeType=comics');
  });

  it('drops co=true so the choice stays in the URL', () => {
    const search = selectTab(new URLSearchParams('co=true&a=1'), 'comics');
    expect(search).toBe('?a=1&episodeType=comics');
    expect(resolve(search)).toEqual({ episodeType: 'comics', replaceUrl: null });
    expect(selectTab(new URLSearchParams('co=false'), 'comics')).toBe(
      '?co=false&episodeType=comics',
    );
  });

  it('does not change the search params it reads', () => {
    const params = new URLSearchParams('episodeType=first');
    selectTab(params, 'comics');
    expect(params.toString()).toBe('episodeType=first');
  });
});

describe('selectSort', () => {
  it('writes the chosen sort and keeps other parameters', () => {
    expect(selectSort(new URLSearchParams('a=1&episodeType=first'), 'latest')).toBe(
      '?a=1&episodeType=latest',
    );
    expect(selectSort(new URLSearchParams('co=true'), 'first')).toBe('?episodeType=first');
  });
});
