/**
 * What a reader reads for each sign-in error: next-auth's page errors, its internal error
 * codes (spec section 8) and the provider errors. Unknown codes get the generic message.
 */
const MESSAGES: Record<string, string> = {
  Configuration: 'ログインの設定に問題があります。時間をおいて再度お試しください。',
  MISSING_NEXTAUTH_API_ROUTE_ERROR: 'ログインの設定に問題があります（認証APIが見つかりません）。',
  NO_SECRET: 'ログインの設定に問題があります（秘密鍵が設定されていません）。',
  CALLBACK_CREDENTIALS_HANDLER_ERROR:
    'ログインの設定に問題があります（認証方式の設定が不正です）。',
  EMAIL_REQUIRES_ADAPTER_ERROR:
    'ログインの設定に問題があります（メールログインは利用できません）。',
  MISSING_ADAPTER_METHODS_ERROR: 'ログインの設定に問題があります（保存先の設定が不足しています）。',
  CALLBACK_CREDENTIALS_JWT_ERROR:
    'ログインの設定に問題があります（セッション方式の設定が不正です）。',
  INVALID_CALLBACK_URL_ERROR:
    'ログイン後の移動先が正しくありません。トップページからやり直してください。',
  AccessDenied: 'ログインが許可されませんでした。',
  Verification: 'ログイン用のリンクの有効期限が切れているか、すでに使用されています。',
  OAuthSignin: 'ログイン画面を開けませんでした。時間をおいて再度お試しください。',
  OAuthCallback: 'ログインの確認に失敗しました。もう一度お試しください。',
  OAuthCallbackError: 'ログインの確認に失敗しました。もう一度お試しください。',
  OAuthCreateAccount: 'アカウントを作成できませんでした。',
  Callback: 'ログインの処理中にエラーが発生しました。',
  OAuthAccountNotLinked: 'このメールアドレスは別のログイン方法で登録されています。',
  AccountNotLinkedError: 'このメールアドレスは別のログイン方法で登録されています。',
  SessionRequired: 'このページを見るにはログインが必要です。',
  Signin: 'ログインできませんでした。別の方法をお試しください。',
  UnknownError: '不明なエラーが発生しました。時間をおいて再度お試しください。',
};

export const DEFAULT_AUTH_ERROR = 'ログインできませんでした。時間をおいて再度お試しください。';

export function authErrorMessage(code: string | undefined): string | null {
  if (!code) return null;
  // Own keys only: `__proto__` or `toString` from a query is no message of ours.
  return (Object.hasOwn(MESSAGES, code) ? MESSAGES[code] : undefined) ?? DEFAULT_AUTH_ERROR;
}
