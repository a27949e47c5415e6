// Every string a reader sees on the provider's pages, per interface language. The Japanese is
// the original and the default; English and Traditional Chinese (Taiwan) follow it key for key,
// so a missing translation is a type error. The product name stays CWコミック in every language.

/** The interface languages of the provider's pages, the default first. Also their `lang`. */
export const IDP_LOCALES = ['ja', 'en', 'zh-Hant'] as const;

/** An interface language of the provider's pages: `ja` (default), `en` or `zh-Hant` (Taiwan). */
export type IdpLocale = (typeof IDP_LOCALES)[number];

/** What the reader is told of a refusal or failure, by the code the refusing code throws. */
export interface IdpErrors {
  /** Sign-in with an unknown email or a wrong password: one message for both. */
  readonly wrongCredentials: string;
  readonly invalidEmail: string;
  /** Under 8 characters. */
  readonly shortPassword: string;
  /** Over 200 characters. */
  readonly longPassword: string;
  /** Sign-up with an email that has an account already. */
  readonly duplicateEmail: string;
  /** A form body over the provider's size limit. */
  readonly formTooLarge: string;
  readonly sessionNotFound: string;
  readonly grantNotFound: string;
  readonly pageNotFound: string;
  /** The interaction in the cookie is not the one in the address. */
  readonly startAgain: string;
  /** A method or action the interaction pages do not have. */
  readonly notAllowed: string;
  /** The interaction has expired or is unknown. */
  readonly loginExpired: string;
  /** A sign-up's confirmation link that is unknown, used or expired. */
  readonly verificationExpired: string;
  /** Any other failure of the provider. */
  readonly genericError: string;
  /** An oidc-provider error page with no description. */
  readonly unknownError: string;
}

/** A refusal or failure the reader is told about: its key in {@link IdpErrors}. */
export type IdpErrorCode = keyof IdpErrors;

/** The fixed text of the provider's pages in one interface language. */
export interface IdpTexts {
  /** After every page title: `ログイン | CWコミック ID（ローカル）`. */
  readonly siteName: string;
  /** Title and heading of the sign-in page. */
  readonly signInTitle: string;
  readonly signInButton: string;
  readonly emailLabel: string;
  readonly passwordLabel: string;
  /** The password label of the sign-up form, with its minimum length. */
  readonly newPasswordLabel: string;
  /** The link from the sign-in page to the sign-up page. */
  readonly signUpLink: string;
  /** Under the sign-in form: this provider is a development tool. */
  readonly localNote: string;
  /** Title and heading of the sign-up page. */
  readonly signUpTitle: string;
  readonly signUpButton: string;
  /** The link from the sign-up page back to the sign-in page. */
  readonly backToSignIn: string;
  /** Title and heading of the error page. */
  readonly errorTitle: string;
  /**
   * After a sign-up, whether the email was new or had an account: what comes next is in the
   * mail sent to it (a confirmation link, or a note to its owner).
   */
  readonly checkEmailTitle: string;
  readonly checkEmail: (email: string) => string;
  /** The mail confirming a new account, with its link. */
  readonly confirmMail: { readonly subject: string; readonly body: string };
  /** The mail to an email that has an account already, with a link to sign in. */
  readonly existingAccountMail: { readonly subject: string; readonly body: string };
  /** The development outbox: its title, the link to it, and an empty one. */
  readonly outboxTitle: string;
  readonly outboxLink: string;
  readonly outboxEmpty: string;
  /** Title and heading of the sign-out page. */
  readonly signOutTitle: string;
  /** The sign-out page when the reader confirms it (no site vouched for the request). */
  readonly signOutQuestion: string;
  readonly signOutButton: string;
  readonly staySignedInButton: string;
  /** The sign-out page when a site vouched for the request: it signs out at once. */
  readonly signingOut: string;
  /** Too many wrong passwords: try again in `minutes`. */
  readonly tooManySignIns: (minutes: number) => string;
  /** Too many sign-ups from one address: try again in `minutes`. */
  readonly tooManySignUps: (minutes: number) => string;
  readonly errors: IdpErrors;
}

const PRODUCT_NAME = 'CWコミック';

const minutesInEnglish = (minutes: number) => (minutes === 1 ? '1 minute' : `${minutes} minutes`);

/**
 * The provider's text in every interface language.
 *
 * @example
 * IDP_TEXTS.en.signInTitle; //=> 'Sign in'
 * IDP_TEXTS.ja.tooManySignIns(15); //=> 'ログインの試行回数が多すぎます。15分後にもう一度お試しください。'
 */
export const IDP_TEXTS: Readonly<Record<IdpLocale, IdpTexts>> = {
  ja: {
    siteName: `${PRODUCT_NAME} ID（ローカル）`,
    signInTitle: 'ログイン',
    signInButton: 'ログイン',
    emailLabel: 'メールアドレス',
    passwordLabel: 'パスワード',
    newPasswordLabel: 'パスワード（8文字以上）',
    signUpLink: 'アカウントを新規登録',
    localNote: 'これはローカル開発用の認証サーバーです。',
    signUpTitle: '新規登録',
    signUpButton: '登録してログイン',
    backToSignIn: 'ログインに戻る',
    errorTitle: 'エラー',
    checkEmailTitle: 'メールを確認してください',
    checkEmail: (email) =>
      `${email} にメールを送りました。メールのリンクを開いて手続きを続けてください。`,
    confirmMail: {
      subject: '登録を完了してください',
      body: '次のリンクを開くと登録が完了し、ログインします（30分間有効）。',
    },
    existingAccountMail: {
      subject: 'このメールアドレスでの新規登録について',
      body: 'このメールアドレスはすでに登録されています。ご本人の場合は次のリンクからログインしてください。心当たりがなければ、このメールは無視してください。',
    },
    outboxTitle: '送信したメール（ローカル開発用）',
    outboxLink: '送信したメールを見る（ローカル開発用）',
    outboxEmpty: 'まだメールはありません。',
    signOutTitle: 'ログアウト',
    signOutQuestion: `${PRODUCT_NAME} IDからログアウトしますか？`,
    signOutButton: 'ログアウトする',
    staySignedInButton: 'ログインしたままにする',
    signingOut: 'ログアウトしています…',
    tooManySignIns: (minutes) =>
      `ログインの試行回数が多すぎます。${minutes}分後にもう一度お試しください。`,
    tooManySignUps: (minutes) =>
      `新規登録の回数が多すぎます。${minutes}分後にもう一度お試しください。`,
    errors: {
      wrongCredentials: 'メールアドレスまたはパスワードが違います',
      invalidEmail: 'メールアドレスの形式が正しくありません',
      shortPassword: 'パスワードは8文字以上で入力してください',
      longPassword: 'パスワードが長すぎます',
      duplicateEmail: 'このメールアドレスはすでに登録されています',
      formTooLarge: '入力が大きすぎます',
      sessionNotFound: 'セッションが見つかりません',
      grantNotFound: '許可が見つかりません',
      pageNotFound: 'ページが見つかりません',
      startAgain: 'ログインをやり直してください',
      notAllowed: 'この操作はできません',
      loginExpired: 'ログインの有効期限が切れました。最初からやり直してください。',
      verificationExpired: 'このリンクは無効か、有効期限が切れています。もう一度登録してください。',
      genericError: 'エラーが発生しました',
      unknownError: '不明なエラー',
    },
  },
  en: {
    siteName: `${PRODUCT_NAME} ID (local)`,
    signInTitle: 'Sign in',
    signInButton: 'Sign in',
    emailLabel: 'Email address',
    passwordLabel: 'Password',
    newPasswordLabel: 'Password (at least 8 characters)',
    signUpLink: 'Create an account',
    localNote: 'This is an authentication server for local development.',
    signUpTitle: 'Create an account',
    signUpButton: 'Create account and sign in',
    backToSignIn: 'Back to sign in',
    errorTitle: 'Error',
    checkEmailTitle: 'Check your email',
    checkEmail: (email) => `We sent an email to ${email}. Open its link to continue.`,
    confirmMail: {
      subject: 'Finish creating your account',
      body: 'Open this link to finish creating your account and sign in (valid for 30 minutes).',
    },
    existingAccountMail: {
      subject: 'About a sign-up with this email address',
      body: 'This email address already has an account. If this was you, sign in with this link. If not, you can ignore this email.',
    },
    outboxTitle: 'Sent emails (local development)',
    outboxLink: 'See the sent emails (local development)',
    outboxEmpty: 'No emails yet.',
    signOutTitle: 'Sign out',
    signOutQuestion: `Sign out of your ${PRODUCT_NAME} ID?`,
    signOutButton: 'Sign out',
    staySignedInButton: 'Stay signed in',
    signingOut: 'Signing out…',
    tooManySignIns: (minutes) =>
      `Too many sign-in attempts. Please try again in ${minutesInEnglish(minutes)}.`,
    tooManySignUps: (minutes) =>
      `Too many sign-ups. Please try again in ${minutesInEnglish(minutes)}.`,
    errors: {
      wrongCredentials: 'The email address or password is incorrect.',
      invalidEmail: 'Enter a valid email address.',
      shortPassword: 'The password must be at least 8 characters.',
      longPassword: 'The password is too long.',
      duplicateEmail: 'This email address is already registered.',
      formTooLarge: 'The form is too large.',
      sessionNotFound: 'Session not found.',
      grantNotFound: 'Authorization not found.',
      pageNotFound: 'Page not found.',
      startAgain: 'Please sign in again.',
      notAllowed: 'This action is not allowed.',
      loginExpired: 'Your sign-in has expired. Please start again.',
      verificationExpired: 'This link is invalid or has expired. Please sign up again.',
      genericError: 'Something went wrong.',
      unknownError: 'Unknown error',
    },
  },
  'zh-Hant': {
    siteName: `${PRODUCT_NAME} ID（本機）`,
    signInTitle: '登入',
    signInButton: '登入',
    emailLabel: '電子郵件地址',
    passwordLabel: '密碼',
    newPasswordLabel: '密碼（至少 8 個字元）',
    signUpLink: '註冊新帳號',
    localNote: '這是本機開發用的驗證伺服器。',
    signUpTitle: '註冊',
    signUpButton: '註冊並登入',
    backToSignIn: '返回登入',
    errorTitle: '錯誤',
    checkEmailTitle: '請確認您的電子郵件',
    checkEmail: (email) => `我們已寄送電子郵件至 ${email}。請開啟信中的連結以繼續。`,
    confirmMail: {
      subject: '請完成註冊',
      body: '開啟此連結即可完成註冊並登入（30 分鐘內有效）。',
    },
    existingAccountMail: {
      subject: '關於使用此電子郵件地址的註冊',
      body: '此電子郵件地址已註冊。若是您本人，請使用此連結登入。若非本人，請忽略此郵件。',
    },
    outboxTitle: '已寄送的郵件（本機開發用）',
    outboxLink: '查看已寄送的郵件（本機開發用）',
    outboxEmpty: '目前沒有郵件。',
    signOutTitle: '登出',
    signOutQuestion: `要登出 ${PRODUCT_NAME} ID 嗎？`,
    signOutButton: '登出',
    staySignedInButton: '保持登入',
    signingOut: '正在登出…',
    tooManySignIns: (minutes) => `登入嘗試次數過多。請於 ${minutes} 分鐘後再試一次。`,
    tooManySignUps: (minutes) => `註冊次數過多。請於 ${minutes} 分鐘後再試一次。`,
    errors: {
      wrongCredentials: '電子郵件地址或密碼錯誤',
      invalidEmail: '電子郵件地址格式不正確',
      shortPassword: '密碼至少須有 8 個字元',
      longPassword: '密碼過長',
      duplicateEmail: '此電子郵件地址已註冊',
      formTooLarge: '輸入內容過大',
      sessionNotFound: '找不到工作階段',
      grantNotFound: '找不到授權',
      pageNotFound: '找不到頁面',
      startAgain: '請重新登入',
      notAllowed: '無法執行此操作',
      loginExpired: '登入已逾時。請從頭重新開始。',
      verificationExpired: '此連結無效或已過期。請重新註冊。',
      genericError: '發生錯誤',
      unknownError: '未知的錯誤',
    },
  },
};

/** The supported locale a BCP 47 tag asks for, if any (case-insensitive). */
function supportedLocale(tag: string): IdpLocale | undefined {
  const [language, ...subtags] = tag.toLowerCase().split(/[-_]/);
  if (language === 'ja') return 'ja';
  if (language === 'en') return 'en';
  if (language !== 'zh') return undefined;
  // A script subtag decides (zh-Hans-TW is Simplified); without one, the regions that write
  // Traditional Chinese do. Plain `zh` says neither, so it is not taken for Traditional.
  const script = subtags.find((subtag) => subtag.length === 4);
  if (script) return script === 'hant' ? 'zh-Hant' : undefined;
  return subtags.some((subtag) => ['tw', 'hk', 'mo'].includes(subtag)) ? 'zh-Hant' : undefined;
}

/** The tags of an Accept-Language header, most wanted first: by q, ties in header order. */
function acceptedTags(header: string): string[] {
  return header
    .split(',')
    .map((range) => {
      const [tag = '', ...params] = range.split(';').map((part) => part.trim());
      const q = params.find((param) => param.toLowerCase().startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag, weight: Number.isNaN(weight) ? 0 : weight };
    })
    .filter(({ tag, weight }) => tag !== '' && weight > 0)
    .sort((a, b) => b.weight - a.weight) // stable: equal weights keep the header's order
    .map(({ tag }) => tag);
}

/**
 * The language to draw the provider's pages in: the first supported tag of the OIDC
 * `ui_locales` parameter (space-separated BCP 47 tags, by preference), else the most wanted
 * supported tag of the Accept-Language header (by q-value; equal q-values in header order;
 * `q=0` refused), else Japanese. Tags match case-insensitively: `en`, `en-US` → `en`;
 * `ja`, `ja-JP` → `ja`; `zh-Hant`, `zh-Hant-TW`, `zh-TW`, `zh-HK`, `zh-MO` → `zh-Hant`.
 *
 * @example
 * idpLocale('fr zh-Hant-TW en'); //=> 'zh-Hant'
 * idpLocale(undefined, 'fr;q=0.9, en-US;q=0.8'); //=> 'en'
 * idpLocale(undefined); //=> 'ja'
 */
export function idpLocale(uiLocales: string | undefined, acceptLanguage?: string): IdpLocale {
  const tags = [...(uiLocales ?? '').split(/\s+/), ...acceptedTags(acceptLanguage ?? '')];
  for (const tag of tags) {
    const locale = supportedLocale(tag);
    if (locale) return locale;
  }
  return 'ja';
}
