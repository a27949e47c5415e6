import { describe, expect, it } from 'vitest';
import { ACCEPT_ALL_CONSENT, consentFromCategories, REQUIRED_ONLY_CONSENT } from './consent';
import {
  CONSENT_COOKIE_NAME,
  consentCookie,
  consentFromCookieHeader,
  parseConsent,
  serializeConsent,
} from './consentCookie';

describe('the consent cookie value', () => {
  it('is the version then one digit per category in banner order', () => {
    expect(serializeConsent(REQUIRED_ONLY_CONSENT)).toBe('1.1000000');
    expect(serializeConsent(ACCEPT_ALL_CONSENT)).toBe('1.1111111');
    expect(serializeConsent(consentFromCategories(['performance', 'unCategorized']))).toBe(
      '1.1100001',
    );
  });

  it('never stores required as refused', () => {
    expect(serializeConsent({ ...ACCEPT_ALL_CONSENT, required: false })).toBe('1.1111111');
  });

  it('reads back every choice it writes', () => {
    for (const consent of [
      REQUIRED_ONLY_CONSENT,
      ACCEPT_ALL_CONSENT,
      consentFromCategories(['functionality', 'socialMedia']),
    ]) {
      expect(parseConsent(serializeConsent(consent))).toEqual(consent);
    }
  });

  it.each([
    ['no cookie', undefined],
    ['an empty cookie', ''],
    ['another version', '2.1100000'],
    ['too few categories', '1.110000'],
    ['too many categories', '1.11000000'],
    ['other digits', '1.1120000'],
    ['required refused', '1.0111111'],
    ['the consent library cookie', '{"categories":["required"]}'],
    ['a URL-encoded value', '1%2E1100000'],
  ])('reads %s as no choice', (_, value) => {
    expect(parseConsent(value)).toBeNull();
  });

  it('finds the choice in a Cookie header among other cookies', () => {
    const header = `cc_cookie=%7B%7D; ${CONSENT_COOKIE_NAME}=1.1100000; next-auth.session-token=abc`;
    expect(consentFromCookieHeader(header)).toEqual(consentFromCategories(['performance']));
    expect(consentFromCookieHeader('x_cw_consent=1.1111111; other=1')).toBeNull();
    expect(consentFromCookieHeader(null)).toBeNull();
  });

  it('is set for the whole site, Lax, 182 days, Secure unless told otherwise', () => {
    expect(consentCookie(consentFromCategories(['performance']))).toBe(
      'cw_consent=1.1100000; Path=/; Max-Age=15724800; SameSite=Lax; Secure',
    );
    expect(consentCookie(REQUIRED_ONLY_CONSENT, { secure: false })).toBe(
      'cw_consent=1.1000000; Path=/; Max-Age=15724800; SameSite=Lax',
    );
  });
});
