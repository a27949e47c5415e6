import type { CookieConsentConfig } from 'vanilla-cookieconsent';
import { CONSENT_CATEGORIES, type ConsentCategory } from './consent';

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

/** Where the dialog library keeps its own record (local storage: no extra cookie per request). */
export const CONSENT_DIALOG_STORAGE_KEY = 'cw-consent-dialog';

/**
 * The vanilla-cookieconsent configuration of the site: opt-in, one category per
 * {@link CONSENT_CATEGORIES} (`required` on and read-only), Japanese text, its settings shown
 * only when the app asks (`autoShow: false`: a first visit gets the server-rendered
 * `ConsentNotice` instead of the library's banner, whose words stay configured as the library
 * requires), also to automated browsers (a reader's browser driven by assistive tooling is still a
 * reader). `onChoice` runs after every choice, first or changed; read the choice from the
 * library's accepted categories.
 *
 * @example
 * await CookieConsent.run(consentDialogConfig({ onChoice: save }));
 */
export function consentDialogConfig({ onChoice }: { onChoice: () => void }): CookieConsentConfig {
  const text = CONSENT_DIALOG_TEXT;
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
      default: 'ja',
      translations: {
        ja: {
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
                title: CONSENT_CATEGORY_TEXT[category].name,
                description: CONSENT_CATEGORY_TEXT[category].about,
                linkedCategory: category,
              })),
            ],
          },
        },
      },
    },
  };
}
