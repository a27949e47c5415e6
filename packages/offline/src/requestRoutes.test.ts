import { describe, expect, it } from 'vitest';
import {
  isReaderCache,
  isStalePagesCache,
  offlineRequestKind,
  viewerPageEpisodeCode,
} from './requestRoutes';

const origin = 'https://comic.example';
const kind = (
  path: string,
  { method = 'GET', mode = 'cors', destination = '', from = origin } = {},
) => offlineRequestKind({ url: new URL(path, from), method, mode, destination }, origin);

describe('offlineRequestKind', () => {
  it('sends the versioned app files and media to the cache first', () => {
    expect(kind('/_next/static/chunks/0a1b.js')).toBe('static');
    expect(kind('/v3/media/pages/2/0/w1080.webp', { mode: 'no-cors', destination: 'image' })).toBe(
      'media',
    );
  });

  it("leaves the app's own fetch of an image to the network (saving does not store twice)", () => {
    expect(kind('/v3/media/pages/2/0/w1080.webp')).toBeNull();
  });

  it('tells viewer pages from other pages the browser opens', () => {
    expect(kind('/viewer/CW_000001_0002_E?page=3', { mode: 'navigate' })).toBe('viewer-page');
    expect(kind('/detail/CW_000001_S', { mode: 'navigate' })).toBe('page');
    expect(kind('/', { mode: 'navigate' })).toBe('page');
    expect(kind('/my-comic/offline', { mode: 'navigate' })).toBe('page');
  });

  it('answers the session and viewer manifests, nothing else of the API', () => {
    expect(kind('/api/auth/session')).toBe('session');
    expect(kind('/api/contents/viewer?episodeCode=CW_000001_0002_E')).toBe('viewer-manifest');
    expect(kind('/api/contents/viewer')).toBeNull();
    expect(kind('/api/membership/history')).toBeNull();
  });

  it('leaves sign-in, the API as a page, writes and other origins to the browser', () => {
    expect(kind('/auth/signin', { mode: 'navigate' })).toBeNull();
    expect(kind('/api/auth/signout', { mode: 'navigate' })).toBeNull();
    expect(kind('/app/redirect', { mode: 'navigate' })).toBeNull();
    expect(kind('/viewer/CW_000001_0002_E', { mode: 'navigate', method: 'POST' })).toBeNull();
    expect(kind('/gtm.js', { from: 'https://www.googletagmanager.com' })).toBeNull();
    // Not a page load: a script fetching a page's HTML gets the network's answer.
    expect(kind('/detail/CW_000001_S')).toBeNull();
  });
});

describe('viewerPageEpisodeCode', () => {
  it('reads the code of a viewer path, decoded', () => {
    expect(viewerPageEpisodeCode('/viewer/CW_000001_0002_E')).toBe('CW_000001_0002_E');
    expect(viewerPageEpisodeCode('/viewer/CW%5F1/')).toBe('CW_1');
    expect(viewerPageEpisodeCode('/viewer/%E0%A4%A')).toBeNull();
    expect(viewerPageEpisodeCode('/detail/CW_000001_S')).toBeNull();
  });
});

describe('caches', () => {
  it("keeps this build's pages cache and names older ones stale", () => {
    expect(isStalePagesCache('cw-pages-b2', 'b2')).toBe(false);
    expect(isStalePagesCache('cw-pages-b1', 'b2')).toBe(true);
    expect(isStalePagesCache('cw-media', 'b2')).toBe(false);
  });

  it("names the reader's caches: saved episodes and the session", () => {
    expect(isReaderCache('cw-offline-episode-CW_000001_0002_E')).toBe(true);
    expect(isReaderCache('cw-offline-reader')).toBe(true);
    expect(isReaderCache('cw-media')).toBe(false);
  });
});
