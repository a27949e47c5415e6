/** Server-rendered pages of the local provider: plain HTML forms, labelled, keyboard-first. */

import type { Mail } from './outbox';
import { IDP_TEXTS, type IdpLocale } from './texts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function layout(locale: IdpLocale, title: string, body: string): string {
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} | ${escapeHtml(IDP_TEXTS[locale].siteName)}</title>
<style>
body{font-family:system-ui,"Hiragino Sans","Noto Sans JP",sans-serif;margin:0;background:#f5f5f5;color:#1a1a1a}
body:lang(zh-Hant){font-family:system-ui,"PingFang TC","Microsoft JhengHei","Noto Sans TC",sans-serif}
main{max-width:24rem;overflow-wrap:anywhere;margin:3rem auto;padding:2rem;background:#fff;border-radius:8px;box-shadow:0 1px 4px #0002}
h1{font-size:1.25rem;margin-top:0}
label{display:block;margin-top:1rem;font-weight:600}
input{width:100%;box-sizing:border-box;padding:.6rem;margin-top:.25rem;font-size:1rem;border:1px solid #767676;border-radius:4px}
button{margin-top:1.5rem;width:100%;padding:.75rem;font-size:1rem;background:#d7000f;color:#fff;border:0;border-radius:4px;cursor:pointer}
button.secondary{margin-top:.75rem;background:#fff;color:#1a1a1a;border:1px solid #767676}
:focus-visible{outline:3px solid #0a58ca;outline-offset:2px}
.error{color:#b00020;background:#fdecee;padding:.5rem;border-radius:4px}
.note{font-size:.875rem;color:#5c5c5c}
</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

function errorBlock(error: string | undefined) {
  return error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : '';
}

/** The sign-in form of interaction `uid`, with a refusal and the email typed if re-shown. */
export function signInPage(
  locale: IdpLocale,
  uid: string,
  options: { error?: string; email?: string } = {},
) {
  const text = IDP_TEXTS[locale];
  return layout(
    locale,
    text.signInTitle,
    `<h1>${escapeHtml(text.signInTitle)}</h1>
${errorBlock(options.error)}
<form method="post" action="/interaction/${escapeHtml(uid)}/login">
<label for="email">${escapeHtml(text.emailLabel)}</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(options.email ?? '')}">
<label for="password">${escapeHtml(text.passwordLabel)}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required minlength="8">
<button type="submit">${escapeHtml(text.signInButton)}</button>
</form>
<p><a href="/interaction/${escapeHtml(uid)}/signup">${escapeHtml(text.signUpLink)}</a></p>
<p class="note">${escapeHtml(text.localNote)}</p>`,
  );
}

/** The sign-up form of interaction `uid`, with a refusal and the email typed if re-shown. */
export function signUpPage(
  locale: IdpLocale,
  uid: string,
  options: { error?: string; email?: string } = {},
) {
  const text = IDP_TEXTS[locale];
  return layout(
    locale,
    text.signUpTitle,
    `<h1>${escapeHtml(text.signUpTitle)}</h1>
${errorBlock(options.error)}
<form method="post" action="/interaction/${escapeHtml(uid)}/signup">
<label for="email">${escapeHtml(text.emailLabel)}</label>
<input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(options.email ?? '')}">
<label for="password">${escapeHtml(text.newPasswordLabel)}</label>
<input id="password" name="password" type="password" autocomplete="new-password" required minlength="8">
<button type="submit">${escapeHtml(text.signUpButton)}</button>
</form>
<p><a href="/interaction/${escapeHtml(uid)}">${escapeHtml(text.backToSignIn)}</a></p>`,
  );
}

/**
 * After a sign-up: the same page whether the email was new or had an account, so it tells no
 * one which emails exist; the mail sent says what comes next. With `outbox` (a development
 * provider), a link to the mails it sent.
 */
export function checkEmailPage(locale: IdpLocale, email: string, outbox: string | null) {
  const text = IDP_TEXTS[locale];
  return layout(
    locale,
    text.checkEmailTitle,
    `<h1>${escapeHtml(text.checkEmailTitle)}</h1>
<p role="status">${escapeHtml(text.checkEmail(email))}</p>
${outbox ? `<p class="note"><a href="${escapeHtml(outbox)}">${escapeHtml(text.outboxLink)}</a></p>` : ''}`,
  );
}

/** The development outbox: the mails sent, the latest first, each with its link. */
export function outboxPage(locale: IdpLocale, mails: readonly Mail[]) {
  const text = IDP_TEXTS[locale];
  const items = mails
    .map(
      (mail) => `<li><p><strong>${escapeHtml(mail.subject)}</strong> → ${escapeHtml(mail.to)}</p>
<p>${escapeHtml(mail.body)}</p>
<p><a href="${escapeHtml(mail.link)}">${escapeHtml(mail.link)}</a></p></li>`,
    )
    .join('\n');
  return layout(
    locale,
    text.outboxTitle,
    `<h1>${escapeHtml(text.outboxTitle)}</h1>
${items ? `<ol class="outbox">${items}</ol>` : `<p>${escapeHtml(text.outboxEmpty)}</p>`}`,
  );
}

/**
 * The provider's sign-out page around oidc-provider's form (`form`, id `op.logoutForm`). When a
 * site vouched for the request with the reader's ID token (`vouched`), the reader already chose
 * to sign out there: the form sends itself (a button without scripts). Otherwise the reader
 * confirms, or stays signed in.
 */
export function signOutPage(locale: IdpLocale, form: string, vouched: boolean) {
  const text = IDP_TEXTS[locale];
  const signOut = `<button type="submit" form="op.logoutForm" name="logout" value="yes">${escapeHtml(text.signOutButton)}</button>`;
  const body = vouched
    ? `<h1>${escapeHtml(text.signOutTitle)}</h1>
<p>${escapeHtml(text.signingOut)}</p>
${form}
<noscript>${signOut}</noscript>
<script>var f=document.getElementById('op.logoutForm');var i=document.createElement('input');i.type='hidden';i.name='logout';i.value='yes';f.appendChild(i);f.submit()</script>`
    : `<h1>${escapeHtml(text.signOutTitle)}</h1>
<p>${escapeHtml(text.signOutQuestion)}</p>
${form}
${signOut}
<button type="submit" form="op.logoutForm" class="secondary">${escapeHtml(text.staySignedInButton)}</button>`;
  return layout(locale, text.signOutTitle, body);
}

/** A page saying `message`, already in the reader's language. */
export function errorPage(locale: IdpLocale, message: string) {
  const { errorTitle } = IDP_TEXTS[locale];
  return layout(
    locale,
    errorTitle,
    `<h1>${escapeHtml(errorTitle)}</h1><p class="error" role="alert">${escapeHtml(message)}</p>`,
  );
}
