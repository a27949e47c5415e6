import { describe, expect, it } from 'vitest';
import {
  AUTHOR_INDEX_PATH,
  authorPath,
  freeCampaignPath,
  GENRE_INDEX_PATH,
  genrePath,
  genreWorksPath,
  historyPageOfViewer,
  isViewerPath,
  LABEL_INDEX_PATH,
  LANGUAGE_GROUPS,
  type LabelPage,
  labelPath,
  languageGroupOfPath,
  languageGroupPath,
  languageGroupViewerPath,
  languageGroupWorkPath,
  MY_COMIC_FOLLOWED_LABELS_PATH,
  MY_COMIC_FOLLOWED_WORKS_PATH,
  MY_COMIC_HISTORY_PATH,
  MY_COMIC_OFFLINE_PATH,
  MY_COMIC_PATH,
  rankingPath,
  resumeReadingPath,
  SEARCH_PATH,
  type TopicKind,
  tagPath,
  topicPath,
  viewerPageOfHistory,
  viewerPath,
  WORK_SEARCH_PATH,
  workPath,
} from './paths';

describe('workPath', () => {
  it("puts a work's page under /detail", () => {
    expect(workPath('KDCW_AM01_68')).toBe('/detail/KDCW_AM01_68');
  });

  it('opens it on a tab', () => {
    expect(workPath('KDCW_AM01_68', { episodeType: 'comics' })).toBe(
      '/detail/KDCW_AM01_68?episodeType=comics',
    );
    expect(workPath('KDCW_AM01_68', {})).toBe('/detail/KDCW_AM01_68');
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
});

describe('viewerPageOfHistory and historyPageOfViewer', () => {
  it("turn history's zero-based page into the viewer's one-based page and back", () => {
    expect(viewerPageOfHistory(0)).toBe(1);
    expect(viewerPageOfHistory(11)).toBe(12);
    expect(historyPageOfViewer(1)).toBe(0);
    expect(historyPageOfViewer(12)).toBe(11);
    for (const page of [0, 1, 7, 23]) {
      expect(historyPageOfViewer(viewerPageOfHistory(page))).toBe(page);
    }
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

describe('labelPath', () => {
  it("puts a label's top page under /label, beside the list of labels", () => {
    expect(labelPath('hoshizora')).toBe('/label/hoshizora');
    expect(LABEL_INDEX_PATH).toBe('/label');
  });

  it.each<LabelPage>([
    'contents',
    'serialization',
    'one-shot',
    'new-serials',
    'ranking',
    'release',
    'news',
  ])('puts its %s page below it', (page) => {
    expect(labelPath('hoshizora', page)).toBe(`/label/hoshizora/${page}`);
  });
});

describe('search and list pages', () => {
  it('puts the search page at /search, its works-only search and indexes below it', () => {
    expect(SEARCH_PATH).toBe('/search');
    expect(WORK_SEARCH_PATH).toBe('/search/content');
    expect(AUTHOR_INDEX_PATH).toBe('/search/author');
    expect(GENRE_INDEX_PATH).toBe('/search/genre');
  });

  it('builds the pages of an author, a genre and a tag', () => {
    expect(authorPath(12)).toBe('/search/author/12');
    expect(genrePath(3)).toBe('/search/genre/3');
    expect(genreWorksPath(3)).toBe('/contents/genre/3');
    expect(tagPath(40)).toBe('/search/tag/40');
  });

  it('puts the all-genre ranking at /ranking, a genre under it, a label’s under the label', () => {
    expect(rankingPath('all')).toBe('/ranking');
    expect(rankingPath('3')).toBe('/ranking/3');
    expect(rankingPath('all', 'hoshizora')).toBe('/label/hoshizora/ranking');
  });

  it('gives the free campaign filter `all` no path of its own', () => {
    expect(freeCampaignPath()).toBe('/free-campaign');
    expect(freeCampaignPath('all')).toBe('/free-campaign');
    expect(freeCampaignPath('serial')).toBe('/free-campaign/serial');
    expect(freeCampaignPath('comics')).toBe('/free-campaign/comics');
  });
});

describe('my comic', () => {
  it('puts the top page and the pages of the route table under /my-comic', () => {
    expect(MY_COMIC_PATH).toBe('/my-comic');
    expect(MY_COMIC_FOLLOWED_WORKS_PATH).toBe('/my-comic/follow/contents');
    expect(MY_COMIC_FOLLOWED_LABELS_PATH).toBe('/my-comic/follow/labels');
    expect(MY_COMIC_HISTORY_PATH).toBe('/my-comic/history');
  });

  it('puts the saved episodes beside them', () => {
    expect(MY_COMIC_OFFLINE_PATH).toBe('/my-comic/offline');
  });
});

describe('topicPath', () => {
  it.each<[TopicKind, string]>([
    ['news', '/topics/news/7'],
    ['feature', '/topics/features/7'],
    ['fair', '/topics/fair/7'],
    ['new_serial', '/topics/new-serials'],
    ['article', '/kadocommu/article/7'],
  ])('puts a site-wide %s topic at %s', (kind, path) => {
    expect(topicPath({ id: 7, kind })).toBe(path);
  });

  it.each<[TopicKind, string]>([
    ['news', '/label/hoshizora/news/7'],
    ['feature', '/label/hoshizora/features/7'],
    ['fair', '/label/hoshizora/fair/7'],
    ['new_serial', '/label/hoshizora/new-serials'],
    ['article', '/kadocommu/article/7'],
  ])("puts a label's %s topic at %s", (kind, path) => {
    expect(topicPath({ id: 7, kind }, 'hoshizora')).toBe(path);
  });
});

describe('encoding', () => {
  // A code from a URL or the API stays one segment: it never opens another path or the query.
  const code = 'a/b?c#d e%';
  const encoded = 'a%2Fb%3Fc%23d%20e%25';

  it('encodes every code', () => {
    expect(viewerPath('a b')).toBe('/viewer/a%20b');
    expect(workPath(code)).toBe(`/detail/${encoded}`);
    expect(viewerPath(code, 2)).toBe(`/viewer/${encoded}?page=2`);
    expect(resumeReadingPath({ episode: { code }, page: 0 })).toBe(`/viewer/${encoded}?page=1`);
    expect(labelPath(code, 'news')).toBe(`/label/${encoded}/news`);
    expect(rankingPath(code)).toBe(`/ranking/${encoded}`);
    expect(rankingPath('all', code)).toBe(`/label/${encoded}/ranking`);
    expect(topicPath({ id: 1, kind: 'fair' }, code)).toBe(`/label/${encoded}/fair/1`);
  });

  it('spells out a dot segment, which URL resolution would otherwise climb out of', () => {
    expect(workPath('..')).toBe('/detail/%2E%2E');
    expect(labelPath('.', 'news')).toBe('/label/%2E/news');
    expect(workPath('a.b')).toBe('/detail/a.b');
  });

  it('encodes Japanese', () => {
    expect(labelPath('星空')).toBe('/label/%E6%98%9F%E7%A9%BA');
  });
});

describe('language groups', () => {
  it('puts each group under its prefix, its root without a trailing slash', () => {
    expect(LANGUAGE_GROUPS).toEqual(['en', 'jp', 'tw']);
    expect(languageGroupPath('en')).toBe('/en');
    expect(languageGroupPath('jp', 'member/regist')).toBe('/jp/member/regist');
    expect(languageGroupPath('tw', 'auth/signin')).toBe('/tw/auth/signin');
  });

  it("puts a work under the group's contents, its code as one segment", () => {
    expect(languageGroupWorkPath('tw', 'CW_000001_S')).toBe('/tw/contents/detail/CW_000001_S');
    expect(languageGroupViewerPath('en', 'CW_000001_0003_E')).toBe('/en/viewer/CW_000001_0003_E');
    expect(languageGroupViewerPath('tw', 'CW 1', 5)).toBe('/tw/viewer/CW%201?page=5');
    expect(languageGroupViewerPath('jp', 'CW_1', 0)).toBe('/jp/viewer/CW_1');
    expect(languageGroupWorkPath('en', 'a/../b')).toBe('/en/contents/detail/a%2F..%2Fb');
  });
});

describe('languageGroupOfPath', () => {
  it('finds the group of its root and of the paths below it, never of a look-alike path', () => {
    expect(languageGroupOfPath('/en')).toBe('en');
    expect(languageGroupOfPath('/jp/member')).toBe('jp');
    expect(languageGroupOfPath('/tw/contents/detail/CW_1')).toBe('tw');
    for (const path of ['/', '/entry', '/twitter', '/jpn', '/detail/en']) {
      expect(languageGroupOfPath(path), path).toBeNull();
    }
  });
});

describe('isViewerPath', () => {
  it('knows an episode in the viewer, in the site and in every group', () => {
    for (const path of [
      '/viewer/CW_1_E',
      '/viewer/CW_1_E/3',
      '/en/viewer/CW_1_E',
      '/tw/viewer/x',
    ]) {
      expect(isViewerPath(path), path).toBe(true);
    }
    for (const path of [
      '/viewer',
      '/viewer/',
      '/en/viewer',
      '/detail/viewer/x',
      '/entry/viewer/x',
    ]) {
      expect(isViewerPath(path), path).toBe(false);
    }
  });
});
