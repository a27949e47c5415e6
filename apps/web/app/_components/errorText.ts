/** What the site's server-error pages say (`error`, `global-error`, `/500`). */
export const SERVER_ERROR_TEXT = {
  heading: 'ページを表示できませんでした',
  message: '一時的な問題が起きています。しばらくしてからもう一度お試しください。',
} as const;
