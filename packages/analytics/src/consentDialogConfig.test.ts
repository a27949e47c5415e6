import { describe, expect, it, vi } from 'vitest';
import { CONSENT_CATEGORIES } from './consent';
import { CONSENT_DIALOG_TEXT, consentDialogConfig } from './consentDialogConfig';

describe('consentDialogConfig', () => {
  const config = consentDialogConfig({ onChoice: () => {} });

  it('asks before anything outside required: opt-in, required on and read-only', () => {
    expect(config.mode).toBe('opt-in');
    expect(Object.keys(config.categories)).toEqual([...CONSENT_CATEGORIES]);
    expect(config.categories.required).toEqual({ enabled: true, readOnly: true });
    for (const category of CONSENT_CATEGORIES.filter((name) => name !== 'required')) {
      expect(config.categories[category]?.enabled).toBeUndefined();
      expect(config.categories[category]?.readOnly).toBeUndefined();
    }
  });

  it('is shown by the app only, also in automated browsers, and loads nothing itself', () => {
    expect(config.autoShow).toBe(false);
    expect(config.hideFromBots).toBe(false);
    expect(config.manageScriptTags).toBe(false);
    expect(config.cookie?.useLocalStorage).toBe(true);
  });

  it('offers accept all, required only and per-category settings in Japanese', () => {
    const ja = config.language.translations.ja;
    if (typeof ja !== 'object') throw new Error('the Japanese text is inline');
    expect(config.language.default).toBe('ja');
    expect(ja.consentModal.acceptAllBtn).toBe(CONSENT_DIALOG_TEXT.acceptAll);
    expect(ja.consentModal.acceptNecessaryBtn).toBe(CONSENT_DIALOG_TEXT.rejectAll);
    expect(ja.consentModal.showPreferencesBtn).toBe(CONSENT_DIALOG_TEXT.showSettings);
    const linked = ja.preferencesModal.sections.map((section) => section.linkedCategory);
    expect(linked.filter(Boolean)).toEqual([...CONSENT_CATEGORIES]);
  });

  it('reports the first choice and every change', () => {
    const onChoice = vi.fn();
    const { onConsent, onChange } = consentDialogConfig({ onChoice });
    onConsent?.({ cookie: {} as never });
    onChange?.({ cookie: {} as never, changedCategories: [], changedServices: {} });
    expect(onChoice).toHaveBeenCalledTimes(2);
  });
});
