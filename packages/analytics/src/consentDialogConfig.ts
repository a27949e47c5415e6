import type { UiLocale } from '@cw/ui';
import type { CookieConsentConfig, Translation } from 'vanilla-cookieconsent';
import { CONSENT_CATEGORIES, type ConsentCategory } from './consent';

// The words of the consent notice and its settings, per interface language (`*_TEXTS`, keyed by
// `UiLocale`). The Japanese records (`*_TEXT`) are the spec's words and the `ja` entries;
// English and Traditional Chinese (Taiwan) follow them key for key, so a missing translation is
// a type error.

/** What each consent category covers, in the reader's words (the settings' sections). */
export const CONSENT_CATEGORY_TEXT = {
  required: {
    name: '必須',
    about: 'ログインや表示の設定など、サービスの提供に欠かせないもの。オフにできません。',
  },
  performance: { name: 'パフォーマンス', about: '閲覧状況の計測。サービスの改善に使います。' },
  functionality: { name: '機能性', about: '表示や操作の好みを覚えて、使いやすくするためのもの。' },
  targeting: { name: 'ターゲティング', about: '興味に合わせた広告やおすすめの表示。' },
  socialMedia: { name: 'ソーシャルメディア', about: 'SNSでの共有やSNSの埋め込み表示。' },
  affiliate: { name: 'アフィリエイト', about: '電子書店へのリンクからの購入の計測。' },
  unCategorized: { name: 'その他', about: '上記に当てはまらない計測。' },
} as const satisfies Record<ConsentCategory, { name: string; about: string }>;

/** The name and the reach of each consent category, in one interface language. */
export type ConsentCategoryText = Readonly<
  Record<ConsentCategory, { readonly name: string; readonly about: string }>
>;

/** {@link CONSENT_CATEGORY_TEXT} in every interface language. */
export const CONSENT_CATEGORY_TEXTS: Readonly<Record<UiLocale, ConsentCategoryText>> = {
  ja: CONSENT_CATEGORY_TEXT,
  en: {
    required: {
      name: 'Strictly necessary',
      about:
        'Needed to provide the service, such as signing in and your display settings. Always on.',
    },
    performance: {
      name: 'Performance',
      about: 'Measures how the site is used, so we can improve the service.',
    },
    functionality: {
      name: 'Functionality',
      about: 'Remembers your display and control preferences to make the site easier to use.',
    },
    targeting: {
      name: 'Targeting',
      about: 'Shows ads and recommendations suited to your interests.',
    },
    socialMedia: {
      name: 'Social media',
      about: 'Sharing on social networks and social media content embedded in pages.',
    },
    affiliate: {
      name: 'Affiliate',
      about: 'Measures purchases made through links to e-book stores.',
    },
    unCategorized: { name: 'Other', about: 'Measurement that fits none of the categories above.' },
  },
  'zh-Hant-TW': {
    required: { name: '必要', about: '登入、顯示設定等提供服務不可或缺的項目，無法關閉。' },
    performance: { name: '效能', about: '統計瀏覽情形，用於改善服務。' },
    functionality: { name: '功能', about: '記住您對顯示與操作的偏好，讓服務更方便使用。' },
    targeting: { name: '目標行銷', about: '依您的興趣顯示廣告與推薦內容。' },
    socialMedia: { name: '社群媒體', about: '在社群網站上分享，以及在頁面中嵌入社群網站的內容。' },
    affiliate: { name: '聯盟行銷', about: '統計透過電子書店連結完成的購買。' },
    unCategorized: { name: '其他', about: '不屬於以上類別的統計。' },
  },
};

/** The banner's and the settings' words. */
export const CONSENT_DIALOG_TEXT = {
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
} as const;

/** Every key of {@link CONSENT_DIALOG_TEXT}, in one interface language. */
export type ConsentDialogText = { readonly [Key in keyof typeof CONSENT_DIALOG_TEXT]: string };

/**
 * {@link CONSENT_DIALOG_TEXT} in every interface language. The settings' introduction names the
 * required category as {@link CONSENT_CATEGORY_TEXTS} does, and the description the footer's
 * Cookie settings link as the app's language groups write it.
 */
export const CONSENT_DIALOG_TEXTS: Readonly<Record<UiLocale, ConsentDialogText>> = {
  ja: CONSENT_DIALOG_TEXT,
  en: {
    bannerLabel: 'Our use of cookies',
    bannerTitle: 'Our use of cookies',
    bannerDescription:
      'With your consent, we use cookies to measure how the site is used and for advertising, besides those needed to provide the service. You can change your choice at any time from “Cookie settings” at the bottom of the page.',
    acceptAll: 'Accept all',
    rejectAll: 'Necessary only',
    showSettings: 'Change settings',
    settingsTitle: 'Cookie settings',
    save: 'Save settings',
    close: 'Close',
    settingsIntro:
      'Choose for each category. Apart from “Strictly necessary”, only what you agree to is loaded and sent.',
  },
  'zh-Hant-TW': {
    bannerLabel: '關於 Cookie 的使用',
    bannerTitle: '關於 Cookie 的使用',
    bannerDescription:
      '除了提供服務所需的 Cookie 之外，我們會在取得您的同意後，使用統計瀏覽情形及廣告等用途的 Cookie。您隨時可以透過頁面底部的「Cookie 設定」變更您的選擇。',
    acceptAll: '全部同意',
    rejectAll: '僅允許必要項目',
    showSettings: '變更設定',
    settingsTitle: 'Cookie 設定',
    save: '儲存設定',
    close: '關閉',
    settingsIntro: '您可以依類別選擇是否允許。除了「必要」以外，只會載入並傳送您同意的項目。',
  },
};

/** What the consent notice shows: the banner's words of {@link CONSENT_DIALOG_TEXTS}. */
export type ConsentNoticeText = Pick<
  ConsentDialogText,
  'bannerTitle' | 'bannerDescription' | 'acceptAll' | 'rejectAll' | 'showSettings'
>;

/**
 * The consent notice's words in `locale`, for the server to hand the notice: a page then
 * carries its own language's, not every language's in its scripts.
 *
 * @example
 * consentNoticeText('en').acceptAll; //=> 'Accept all'
 */
export function consentNoticeText(locale: UiLocale): ConsentNoticeText {
  const { bannerTitle, bannerDescription, acceptAll, rejectAll, showSettings } =
    CONSENT_DIALOG_TEXTS[locale];
  return { bannerTitle, bannerDescription, acceptAll, rejectAll, showSettings };
}

/**
 * The interface language of a page's `lang` (`document.documentElement.lang`, which each
 * language group sets): English for `en` and `en-…`, Traditional Chinese for `zh-Hant-TW`,
 * `zh-Hant` and `zh-TW`, Japanese for anything else.
 *
 * @example
 * uiLocaleOfLang('zh-Hant-TW'); //=> 'zh-Hant-TW'
 */
export function uiLocaleOfLang(lang: string): UiLocale {
  const tag = lang.trim().toLowerCase();
  if (tag === 'en' || tag.startsWith('en-')) return 'en';
  if (tag === 'zh-tw' || tag === 'zh-hant' || tag.startsWith('zh-hant-')) return 'zh-Hant-TW';
  return 'ja';
}

/** Where the dialog library keeps its own record (local storage: no extra cookie per request). */
export const CONSENT_DIALOG_STORAGE_KEY = 'cw-consent-dialog';

/** The library's words (banner and settings) in one interface language. */
function translation(locale: UiLocale): Translation {
  const text = CONSENT_DIALOG_TEXTS[locale];
  const categories = CONSENT_CATEGORY_TEXTS[locale];
  return {
    consentModal: {
      label: text.bannerLabel,
      title: text.bannerTitle,
      description: text.bannerDescription,
      acceptAllBtn: text.acceptAll,
      acceptNecessaryBtn: text.rejectAll,
      showPreferencesBtn: text.showSettings,
      closeIconLabel: text.close,
    },
    preferencesModal: {
      title: text.settingsTitle,
      acceptAllBtn: text.acceptAll,
      acceptNecessaryBtn: text.rejectAll,
      savePreferencesBtn: text.save,
      closeIconLabel: text.close,
      sections: [
        { description: text.settingsIntro },
        ...CONSENT_CATEGORIES.map((category) => ({
          title: categories[category].name,
          description: categories[category].about,
          linkedCategory: category,
        })),
      ],
    },
  };
}

/**
 * The vanilla-cookieconsent configuration of the site: opt-in, one category per
 * {@link CONSENT_CATEGORIES} (`required` on and read-only), its words in every interface
 * language (keyed by `UiLocale`), starting in `locale` (Japanese by default), its settings shown
 * only when the app asks (`autoShow: false`: a first visit gets the server-rendered
 * `ConsentNotice` instead of the library's banner, whose words stay configured as the library
 * requires), also to automated browsers (a reader's browser driven by assistive tooling is still a
 * reader). `onChoice` runs after every choice, first or changed; read the choice from the
 * library's accepted categories.
 *
 * @example
 * await CookieConsent.run(consentDialogConfig({ onChoice: save }));
 */
export function consentDialogConfig({
  onChoice,
  locale = 'ja',
}: {
  onChoice: () => void;
  /** The language the settings open in; `CookieConsent.setLanguage` switches to another. */
  locale?: UiLocale;
}): CookieConsentConfig {
  return {
    mode: 'opt-in',
    autoShow: false,
    hideFromBots: false,
    // The app owns what loads: nothing is gated by the library's script tags or cookie clearing.
    manageScriptTags: false,
    autoClearCookies: false,
    cookie: { name: CONSENT_DIALOG_STORAGE_KEY, useLocalStorage: true, expiresAfterDays: 182 },
    guiOptions: {
      consentModal: { layout: 'box wide', position: 'bottom center', equalWeightButtons: true },
      preferencesModal: { layout: 'box', equalWeightButtons: true },
    },
    onConsent: onChoice,
    onChange: onChoice,
    categories: Object.fromEntries(
      CONSENT_CATEGORIES.map((category) => [
        category,
        category === 'required' ? { enabled: true, readOnly: true } : {},
      ]),
    ),
    language: {
      default: locale,
      translations: {
        ja: translation('ja'),
        en: translation('en'),
        'zh-Hant-TW': translation('zh-Hant-TW'),
      } satisfies Record<UiLocale, Translation>,
    },
  };
}
