import { describe, expect, it } from 'vitest';
import { ACCEPT_ALL_CONSENT, consentFromCategories, REQUIRED_ONLY_CONSENT } from './consent';
import {
  googleConsentModeState,
  tagManagerContainer,
  tagManagerScriptUrl,
  tagManagerStart,
} from './tagManager';

const containerId = 'GTM-ABC1234';

describe('tagManagerContainer', () => {
  it('loads nothing external when no container id is configured, or a bad one', () => {
    for (const id of [undefined, null, '', '   ', 'UA-1234-1', 'GTM-abc1234', 'GTM-X"><script>']) {
      expect(tagManagerContainer({ containerId: id, consent: ACCEPT_ALL_CONSENT })).toBeNull();
    }
  });

  it('loads nothing before the reader chooses, or after reject all', () => {
    expect(tagManagerContainer({ containerId, consent: null })).toBeNull();
    expect(tagManagerContainer({ containerId, consent: REQUIRED_ONLY_CONSENT })).toBeNull();
  });

  it('loads nothing for functionality alone, which is first-party', () => {
    expect(
      tagManagerContainer({ containerId, consent: consentFromCategories(['functionality']) }),
    ).toBeNull();
  });

  it('loads the container once a category it serves is allowed', () => {
    expect(tagManagerContainer({ containerId, consent: ACCEPT_ALL_CONSENT })).toBe(containerId);
    for (const category of [
      'performance',
      'targeting',
      'socialMedia',
      'affiliate',
      'unCategorized',
    ]) {
      expect(
        tagManagerContainer({
          containerId: ` ${containerId} `,
          consent: consentFromCategories([category]),
        }),
      ).toBe(containerId);
    }
  });
});

describe('googleConsentModeState', () => {
  it('denies everything but security before a choice', () => {
    expect(googleConsentModeState(null)).toEqual({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
      functionality_storage: 'denied',
      personalization_storage: 'denied',
      security_storage: 'granted',
    });
  });

  it('grants analytics under performance and ads under targeting only', () => {
    expect(googleConsentModeState(consentFromCategories(['performance']))).toMatchObject({
      analytics_storage: 'granted',
      ad_storage: 'denied',
      ad_user_data: 'denied',
    });
    expect(googleConsentModeState(consentFromCategories(['targeting']))).toMatchObject({
      analytics_storage: 'denied',
      ad_storage: 'granted',
      ad_personalization: 'granted',
    });
  });
});

describe('tagManagerStart', () => {
  it('sets the consent default before the gtm.js start event', () => {
    const consent = consentFromCategories(['performance']);
    const [command, start] = tagManagerStart({ consent, now: 1_700_000_000_000 });
    // An arguments object, as gtag() pushes it: not an array.
    expect(Array.isArray(command)).toBe(false);
    expect([...command]).toEqual(['consent', 'default', googleConsentModeState(consent)]);
    expect(start).toEqual({ 'gtm.start': 1_700_000_000_000, event: 'gtm.js' });
  });
});

describe('tagManagerScriptUrl', () => {
  it("is the container's gtm.js", () => {
    expect(tagManagerScriptUrl('GTM-ABC1234')).toBe(
      'https://www.googletagmanager.com/gtm.js?id=GTM-ABC1234',
    );
  });
});
