import { describe, expect, it } from 'vitest';
import {
  ACCEPT_ALL_CONSENT,
  acceptedCategories,
  CONSENT_CATEGORIES,
  consentChange,
  consentFromCategories,
  effectiveConsent,
  isConsentCategory,
  REQUIRED_ONLY_CONSENT,
} from './consent';

describe('consent categories', () => {
  it('are the seven of spec section 9, required first', () => {
    expect(CONSENT_CATEGORIES).toEqual([
      'required',
      'performance',
      'functionality',
      'targeting',
      'socialMedia',
      'affiliate',
      'unCategorized',
    ]);
  });

  it('tell a category from other names', () => {
    expect(isConsentCategory('socialMedia')).toBe(true);
    expect(isConsentCategory('analytics')).toBe(false);
    expect(isConsentCategory(undefined)).toBe(false);
  });
});

describe('a choice', () => {
  it('accept all allows every category', () => {
    expect(Object.values(ACCEPT_ALL_CONSENT)).toEqual(CONSENT_CATEGORIES.map(() => true));
  });

  it('reject all keeps required only', () => {
    expect(acceptedCategories(REQUIRED_ONLY_CONSENT)).toEqual(['required']);
  });

  it('per category allows what was accepted, ignores unknown names, keeps required', () => {
    const consent = consentFromCategories(['performance', 'affiliate', 'analytics']);
    expect(acceptedCategories(consent)).toEqual(['required', 'performance', 'affiliate']);
    expect(consent.targeting).toBe(false);
  });

  it('nothing outside required applies before the reader chooses', () => {
    expect(effectiveConsent(null)).toEqual(REQUIRED_ONLY_CONSENT);
    expect(effectiveConsent(undefined).performance).toBe(false);
    const chosen = consentFromCategories(['targeting']);
    expect(effectiveConsent(chosen)).toBe(chosen);
  });
});

describe('consentChange', () => {
  it('reloads when the reader withdraws a category that was allowed (spec section 7)', () => {
    expect(consentChange(ACCEPT_ALL_CONSENT, REQUIRED_ONLY_CONSENT)).toBe('reload');
    expect(
      consentChange(
        consentFromCategories(['performance', 'targeting']),
        consentFromCategories(['performance', 'socialMedia']),
      ),
    ).toBe('reload');
  });

  it('applies a first choice or a choice that only grants more, without reload', () => {
    expect(consentChange(null, ACCEPT_ALL_CONSENT)).toBe('apply');
    expect(consentChange(null, REQUIRED_ONLY_CONSENT)).toBe('apply');
    expect(consentChange(REQUIRED_ONLY_CONSENT, consentFromCategories(['performance']))).toBe(
      'apply',
    );
  });

  it('does nothing when the same choice is saved again', () => {
    expect(
      consentChange(consentFromCategories(['performance']), consentFromCategories(['performance'])),
    ).toBe('unchanged');
  });
});
