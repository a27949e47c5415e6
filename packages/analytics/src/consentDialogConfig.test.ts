import { UI_LOCALES, type UiLocale } from '@cw/ui';
import { incompleteLocaleTexts, KANA, textStrings } from '@cw/vitest-config/locale';
import type { Translation } from 'vanilla-cookieconsent';
import { describe, expect, it, vi } from 'vitest';
import { CONSENT_CATEGORIES } from './consent';
import {
  CONSENT_CATEGORY_TEXT,
  CONSENT_CATEGORY_TEXTS,
  CONSENT_DIALOG_TEXT,
  CONSENT_DIALOG_TEXTS,
  consentDialogConfig,
  consentNoticeText,
  uiLocaleOfLang,
} from './consentDialogConfig';

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

/** The interface languages translated from the Japanese. */
const TRANSLATED = UI_LOCALES.filter(
  (locale): locale is Exclude<UiLocale, 'ja'> => locale !== 'ja',
);

const RECORDS = { CONSENT_DIALOG_TEXTS, CONSENT_CATEGORY_TEXTS };

/** The library's translation for `locale`, inline. */
function translationOf(config: ReturnType<typeof consentDialogConfig>, locale: UiLocale) {
  const translation = config.language.translations[locale];
  if (typeof translation !== 'object') throw new Error(`the ${locale} text is inline`);
  return translation as Translation;
}

describe('consent text in every interface language', () => {
  it('keeps the Japanese records as the ja entries', () => {
    expect(CONSENT_DIALOG_TEXTS.ja).toBe(CONSENT_DIALOG_TEXT);
    expect(CONSENT_CATEGORY_TEXTS.ja).toBe(CONSENT_CATEGORY_TEXT);
  });

  it('has every key, non-empty, in every locale', () => {
    expect(incompleteLocaleTexts(RECORDS, UI_LOCALES)).toEqual([]);
  });

  it("gives the notice the banner's words of one locale and nothing else", () => {
    for (const locale of UI_LOCALES) {
      const { bannerTitle, bannerDescription, acceptAll, rejectAll, showSettings } =
        CONSENT_DIALOG_TEXTS[locale];
      expect(consentNoticeText(locale)).toEqual({
        bannerTitle,
        bannerDescription,
        acceptAll,
        rejectAll,
        showSettings,
      });
    }
  });

  it.each(TRANSLATED)('writes %s with no kana', (locale) => {
    for (const [name, texts] of Object.entries(RECORDS)) {
      for (const [path, text] of textStrings(texts[locale])) {
        expect(text, `${name} ${path}`).not.toMatch(KANA);
      }
    }
  });

  it('has the kana check catch Japanese', () => {
    expect(CONSENT_DIALOG_TEXT.acceptAll).toMatch(KANA);
    expect(CONSENT_CATEGORY_TEXT.targeting.name).toMatch(KANA);
  });

  it.each(UI_LOCALES)(
    'names in %s the required category as the settings introduce it',
    (locale) => {
      expect(CONSENT_DIALOG_TEXTS[locale].settingsIntro).toContain(
        CONSENT_CATEGORY_TEXTS[locale].required.name,
      );
    },
  );

  it('has the words of an English and a Taiwanese cookie notice', () => {
    expect(CONSENT_DIALOG_TEXTS.en).toMatchObject({
      acceptAll: 'Accept all',
      rejectAll: 'Necessary only',
      showSettings: 'Change settings',
      settingsTitle: 'Cookie settings',
    });
    expect(CONSENT_DIALOG_TEXTS['zh-Hant-TW']).toMatchObject({
      acceptAll: '全部同意',
      rejectAll: '僅允許必要項目',
      showSettings: '變更設定',
      settingsTitle: 'Cookie 設定',
    });
  });
});

describe('the Japanese consent text, as the spec writes it', () => {
  it('is unchanged', () => {
    expect(CONSENT_DIALOG_TEXT).toEqual({
      bannerLabel: 'Cookieの利用について',
      bannerTitle: 'Cookieの利用について',
      bannerDescription:
        'サービスの提供に必要なCookieのほか、閲覧状況の計測や広告などのCookieを、あなたの同意を得て利用します。同意はいつでもページ下部の「Cookie設定」から変更できます。',
      acceptAll: 'すべて同意する',
      rejectAll: '必須のみ許可する',
      showSettings: '設定を変更する',
      settingsTitle: 'Cookie設定',
      save: '設定を保存する',
      close: '閉じる',
      settingsIntro:
        'カテゴリごとに利用を選べます。「必須」以外は、同意したものだけを読み込み、送信します。',
    });
    expect(CONSENT_CATEGORY_TEXT.required.name).toBe('必須');
    expect(CONSENT_CATEGORY_TEXT.unCategorized).toEqual({
      name: 'その他',
      about: '上記に当てはまらない計測。',
    });
  });
});

describe('consentDialogConfig in every interface language', () => {
  it('starts in Japanese unless told otherwise', () => {
    expect(consentDialogConfig({ onChoice: () => {} }).language.default).toBe('ja');
    expect(consentDialogConfig({ onChoice: () => {}, locale: 'en' }).language.default).toBe('en');
  });

  it.each(UI_LOCALES)('words the banner and the settings in %s', (locale) => {
    const config = consentDialogConfig({ onChoice: () => {}, locale: 'ja' });
    const text = CONSENT_DIALOG_TEXTS[locale];
    const { consentModal, preferencesModal } = translationOf(config, locale);
    expect(consentModal).toMatchObject({
      title: text.bannerTitle,
      acceptAllBtn: text.acceptAll,
      acceptNecessaryBtn: text.rejectAll,
      showPreferencesBtn: text.showSettings,
      closeIconLabel: text.close,
    });
    expect(preferencesModal).toMatchObject({
      title: text.settingsTitle,
      savePreferencesBtn: text.save,
      closeIconLabel: text.close,
    });
    expect(preferencesModal.sections.map((section) => section.title ?? null)).toEqual([
      null,
      ...CONSENT_CATEGORIES.map((category) => CONSENT_CATEGORY_TEXTS[locale][category].name),
    ]);
    expect(preferencesModal.sections[0]?.description).toBe(text.settingsIntro);
  });

  it.each(TRANSLATED)('gives the library no kana in %s', (locale) => {
    const translation = translationOf(consentDialogConfig({ onChoice: () => {} }), locale);
    for (const [path, text] of textStrings(translation)) expect(text, path).not.toMatch(KANA);
  });
});

describe('uiLocaleOfLang', () => {
  it("reads a page's lang: en, zh-Hant-TW, else Japanese", () => {
    expect(uiLocaleOfLang('en')).toBe('en');
    expect(uiLocaleOfLang('en-US')).toBe('en');
    expect(uiLocaleOfLang('zh-Hant-TW')).toBe('zh-Hant-TW');
    expect(uiLocaleOfLang('zh-TW')).toBe('zh-Hant-TW');
    expect(uiLocaleOfLang('zh-hant')).toBe('zh-Hant-TW');
    expect(uiLocaleOfLang('ja')).toBe('ja');
    expect(uiLocaleOfLang('')).toBe('ja');
    expect(uiLocaleOfLang('zh-Hans-CN')).toBe('ja');
  });
});
