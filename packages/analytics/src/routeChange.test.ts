import { describe, expect, it } from 'vitest';
import { normalizeUrlForRouteChange, routeChange, TRACKING_PARAMETERS } from './routeChange';

const ORIGIN = 'https://comic-walker.example';

describe('normalizeUrlForRouteChange', () => {
  it('removes the two tracking parameters and sorts the rest', () => {
    expect(TRACKING_PARAMETERS).toEqual(['_gl', 'gclid']);
    expect(
      normalizeUrlForRouteChange(
        `${ORIGIN}/detail/KC_0101_S?episodeType=latest&_gl=1*abc&co=true&gclid=Cj0K`,
      ),
    ).toBe(`${ORIGIN}/detail/KC_0101_S?co=true&episodeType=latest`);
  });

  it('keeps campaign parameters other than the two', () => {
    expect(normalizeUrlForRouteChange(`${ORIGIN}/?utm_source=x&utm_medium=mail`)).toBe(
      `${ORIGIN}/?utm_medium=mail&utm_source=x`,
    );
  });

  it('sorts repeated parameters by value and drops the fragment', () => {
    expect(normalizeUrlForRouteChange(`${ORIGIN}/search?tag=2&q=%E7%8C%AB&tag=1#results`)).toBe(
      `${ORIGIN}/search?q=%E7%8C%AB&tag=1&tag=2`,
    );
  });

  it('drops the question mark when only tracking parameters were there', () => {
    expect(normalizeUrlForRouteChange(`${ORIGIN}/ranking?gclid=abc`)).toBe(`${ORIGIN}/ranking`);
  });

  it('compares a relative URL by path and query', () => {
    expect(normalizeUrlForRouteChange('/new?b=1&a=2')).toBe(
      normalizeUrlForRouteChange('/new?a=2&b=1'),
    );
  });
});

describe('routeChange', () => {
  const referrer = 'https://www.google.com/';

  it('sends the first view with the document referrer', () => {
    expect(routeChange(null, { url: `${ORIGIN}/`, documentReferrer: referrer }).event).toEqual({
      event: 'route-changed',
      url: `${ORIGIN}/`,
      referrer,
    });
  });

  it('sends a new page with the previous URL as it was sent, tracking parameters included', () => {
    const first = routeChange(null, { url: `${ORIGIN}/?gclid=abc`, documentReferrer: referrer });
    const second = routeChange(first.state, {
      url: `${ORIGIN}/ranking`,
      documentReferrer: referrer,
    });
    expect(second.event).toEqual({
      event: 'route-changed',
      url: `${ORIGIN}/ranking`,
      referrer: `${ORIGIN}/?gclid=abc`,
    });
  });

  it('sends nothing for a query reorder or a tracking parameter removed', () => {
    const first = routeChange(null, {
      url: `${ORIGIN}/contents/list?sort=new&genre=3&_gl=1*x`,
      documentReferrer: '',
    });
    for (const url of [
      `${ORIGIN}/contents/list?genre=3&sort=new`,
      `${ORIGIN}/contents/list?genre=3&sort=new&gclid=z#top`,
    ]) {
      const again = routeChange(first.state, { url, documentReferrer: '' });
      expect(again.event).toBeNull();
      expect(again.state).toBe(first.state);
    }
  });

  it('sends a change of a query value', () => {
    const first = routeChange(null, {
      url: `${ORIGIN}/detail/KC_1?episodeType=first`,
      documentReferrer: '',
    });
    expect(
      routeChange(first.state, {
        url: `${ORIGIN}/detail/KC_1?episodeType=comics`,
        documentReferrer: '',
      }).event?.referrer,
    ).toBe(`${ORIGIN}/detail/KC_1?episodeType=first`);
  });
});
