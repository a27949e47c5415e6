import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { isLoopbackHost } from '@cw/service-token';
import Provider, { type Configuration } from 'oidc-provider';
import { z } from 'zod';
import { AccountError, AccountStore, normalizeEmail, type PreparedAccount } from './accounts';
import type { IdpConfig } from './config';
import { loadOrCreateSecrets } from './keys';
import { Outbox } from './outbox';
import {
  checkEmailPage,
  errorPage,
  outboxPage,
  signInPage,
  signOutPage,
  signUpPage,
} from './pages';
import { Backoff, RateLimit } from './rateLimit';
import { IDP_LOCALES, IDP_TEXTS, type IdpErrorCode, type IdpLocale, idpLocale } from './texts';

const MAX_FORM_BYTES = 16 * 1024;
const MINUTE = 60_000;
/** Places remembered per account as its owner's usual ones (home, work, phone networks…). */
const USUAL_ADDRESSES = 10;
/** How long a sign-up's confirmation link works. */
const CONFIRM_MS = 30 * MINUTE;
/** The development outbox page, on a provider no other machine reaches. */
const OUTBOX_PATH = '/outbox';

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_FORM_BYTES) throw new AccountError('formTooLarge');
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function sendHtml(
  res: ServerResponse,
  status: number,
  html: string,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'x-frame-options': 'DENY',
    ...headers,
  });
  res.end(html);
}

const minutesOf = (seconds: number) => Math.ceil(seconds / 60);

/** The `ui_locales` of an interaction's or request's parameters, which oidc-provider types loosely. */
const uiLocalesOf = (params: Record<string, unknown> | undefined) =>
  typeof params?.ui_locales === 'string' ? params.ui_locales : undefined;

const isErrorCode = (message: string): message is IdpErrorCode =>
  Object.hasOwn(IDP_TEXTS.ja.errors, message);

/**
 * What the reader is told of a refused sign-up, in `locale`: an {@link AccountError}'s code or
 * the codes of the credentials' issues, worded; null for any other error.
 */
function refusalMessage(error: unknown, locale: IdpLocale): string | null {
  const { errors } = IDP_TEXTS[locale];
  if (error instanceof AccountError) return errors[error.code];
  if (!(error instanceof z.ZodError)) return null;
  return error.issues
    .map(({ message }) => (isErrorCode(message) ? errors[message] : errors.genericError))
    .join(' ');
}

/**
 * The error page for a failure no handler answered: an expired or unknown interaction and a
 * refused request (an {@link AccountError}: a form too large, a consent without its session)
 * are the reader's situation, a 4xx with its message; anything else a server fault (500, logged).
 */
function sendFailure(res: ServerResponse, error: unknown, locale: IdpLocale) {
  const { errors } = IDP_TEXTS[locale];
  const [status, message] =
    error instanceof Error && error.name === 'SessionNotFound'
      ? [400, errors.loginExpired]
      : error instanceof AccountError
        ? [error.code === 'formTooLarge' ? 413 : 400, errors[error.code]]
        : [500, errors.genericError];
  if (status === 500) console.error('[idp]', error);
  if (!res.headersSent) sendHtml(res, status, errorPage(locale, message));
}

/**
 * The local OpenID provider: authorization code flow with PKCE required, one confidential
 * client (the web app), and sign-in / sign-up forms as its interactions. Consent is implied
 * for the first-party client.
 */
export async function createIdp(config: IdpConfig, options: { now?: () => number } = {}) {
  const now = options.now ?? Date.now;
  // Counters live in this process: the provider is a single-instance development default (its
  // accounts and oidc-provider's sessions are in memory too, so a second instance on the same
  // data directory would not work anyway). A restart forgets them.
  const backoff = (free: number) =>
    new Backoff(
      { free, firstDelayMs: 30_000, maxDelayMs: 15 * MINUTE, forgetMs: 60 * MINUTE },
      now,
    );
  const limits = {
    /** Wrong passwords for an email from one address: a guesser, or the owner mistyping. */
    signInPerEmailAtAddress: backoff(5),
    /**
     * Wrong passwords for an email from addresses it was never signed in from (many places
     * guessing one account). Known or not, so a limit never tells which emails exist.
     */
    signInPerEmail: backoff(10),
    /** Wrong passwords from one address for accounts never signed in from there (many emails). */
    signInPerAddress: backoff(20),
    /** Every sign-up per client address: refusals of registered emails are an oracle too. */
    signUpPerAddress: new RateLimit(config.signUpsPerHour, 60 * MINUTE, now),
  };
  /**
   * The addresses each email was signed in from (its owner's usual places), at most
   * `USUAL_ADDRESSES` each: from there, other places' failures do not slow the owner down.
   */
  const usualAddresses = new Map<string, string[]>();
  const isUsual = (emailKey: string, address: string) =>
    usualAddresses.get(emailKey)?.includes(address) === true;
  const rememberUsual = (emailKey: string, address: string) => {
    const others = (usualAddresses.get(emailKey) ?? []).filter((known) => known !== address);
    usualAddresses.set(emailKey, [address, ...others].slice(0, USUAL_ADDRESSES));
  };
  const accounts = new AccountStore(join(config.dataDir, 'accounts.json'));
  const outbox = new Outbox(now);
  // Only where nobody but this machine can read it: the outbox holds confirmation links.
  const outboxOpen = isLoopbackHost(config.host) && isLoopbackHost(new URL(config.issuer).hostname);
  /** Sign-ups waiting for their email's confirmation, by the token of the link sent. */
  const awaitingConfirmation = new Map<
    string,
    { account: PreparedAccount; uid: string; expiresAt: number }
  >();
  await accounts.ensureDemoAccount();
  const secrets = await loadOrCreateSecrets(config.dataDir);

  const configuration: Configuration = {
    clients: [
      {
        client_id: config.client.clientId,
        client_secret: config.client.clientSecret,
        redirect_uris: config.client.redirectUris,
        post_logout_redirect_uris: config.client.postLogoutRedirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: secrets.jwks as Configuration['jwks'],
    cookies: { keys: secrets.cookieKeys },
    pkce: { required: () => true },
    // The web app reads the reader's email from the ID token, not from userinfo.
    conformIdTokenClaims: false,
    scopes: ['openid', 'email', 'profile'],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        // The site sends the reader's ID token (checked by the provider before this page): the
        // reader chose to sign out there, and a shared device must not keep this session.
        logoutSource: (ctx, form) => {
          const params = ctx.oidc?.params;
          ctx.type = 'html';
          ctx.body = signOutPage(
            idpLocale(uiLocalesOf(params), ctx.get('accept-language')),
            form,
            typeof params?.id_token_hint === 'string' && params.id_token_hint !== '',
          );
        },
      },
    },
    discovery: { ui_locales_supported: [...IDP_LOCALES] },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, id) => {
      const account = accounts.findById(id);
      if (!account) return undefined;
      return {
        accountId: id,
        claims: () => ({
          sub: id,
          email: account.email,
          email_verified: true,
          name: account.email.split('@')[0],
        }),
      };
    },
    renderError: (ctx, out) => {
      const locale = idpLocale(uiLocalesOf(ctx.oidc?.params), ctx.get('accept-language'));
      ctx.type = 'html';
      ctx.body = errorPage(
        locale,
        String(out.error_description ?? out.error ?? IDP_TEXTS[locale].errors.unknownError),
      );
    },
  };
  const provider = new Provider(config.issuer, configuration);
  const oidc = provider.callback();

  async function finishLogin(req: IncomingMessage, res: ServerResponse, accountId: string) {
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId } },
      {
        mergeWithLastSubmission: false,
      },
    );
  }

  /** First-party client: grant what it asked for without a consent screen. */
  async function grantConsent(req: IncomingMessage, res: ServerResponse) {
    const details = await provider.interactionDetails(req, res);
    const accountId = details.session?.accountId;
    if (!accountId) throw new AccountError('sessionNotFound');
    const grant = details.grantId
      ? await provider.Grant.find(details.grantId)
      : new provider.Grant({ accountId, clientId: String(details.params.client_id) });
    if (!grant) throw new AccountError('grantNotFound');
    const missing = details.prompt.details as {
      missingOIDCScope?: string[];
      missingOIDCClaims?: string[];
    };
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
    if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
    const grantId = await grant.save();
    await provider.interactionFinished(
      req,
      res,
      { consent: { grantId } },
      {
        mergeWithLastSubmission: true,
      },
    );
  }

  /**
   * An unknown email and a wrong password get the same answer: the store hashes a dummy
   * password for unknown emails, and the limits count both alike. Wrong passwords slow down
   * with growing delays (`Backoff`) per email at an address, and, from places the email was
   * never signed in from, per email and per address: a guesser elsewhere, or many readers
   * behind one address, never keep an owner out who signs in from their usual place.
   */
  async function signIn(req: IncomingMessage, res: ServerResponse, uid: string, locale: IdpLocale) {
    const form = await readForm(req);
    const email = form.get('email') ?? '';
    const emailKey = normalizeEmail(email);
    // The socket's address, not X-Forwarded-For: this provider is not run behind a proxy.
    const address = req.socket.remoteAddress ?? '';
    const pair = `${emailKey}|${address}`;
    const usual = isUsual(emailKey, address);
    const wait = Math.max(
      limits.signInPerEmailAtAddress.retryAfter(pair),
      usual ? 0 : limits.signInPerEmail.retryAfter(emailKey),
      usual ? 0 : limits.signInPerAddress.retryAfter(address),
    );
    if (wait > 0) {
      const error = IDP_TEXTS[locale].tooManySignIns(minutesOf(wait));
      return sendHtml(res, 429, signInPage(locale, uid, { error, email }), {
        'retry-after': String(wait),
      });
    }
    // Counted before the slow password check, so a burst of parallel attempts cannot slip past.
    limits.signInPerEmailAtAddress.record(pair);
    if (!usual) {
      limits.signInPerEmail.record(emailKey);
      limits.signInPerAddress.record(address);
    }
    const account = await accounts.verify(email, form.get('password') ?? '');
    if (account) {
      // Only wrong passwords count: a reader who signs in often is never slowed down.
      limits.signInPerEmailAtAddress.clear(pair);
      if (!usual) {
        limits.signInPerEmail.takeBack(emailKey);
        limits.signInPerAddress.takeBack(address);
      }
      rememberUsual(emailKey, address);
      return finishLogin(req, res, account.id);
    }
    return sendHtml(
      res,
      401,
      signInPage(locale, uid, { error: IDP_TEXTS[locale].errors.wrongCredentials, email }),
    );
  }

  /**
   * Sign-up answers the same whether the email is new or has an account, so it tells no one
   * which emails exist: "check your email". A new email gets a link that creates the account
   * and signs in (`confirmSignUp`); one with an account gets a note to its owner with a link to
   * sign in. The password is hashed either way, so the time taken tells nothing either.
   */
  async function signUp(req: IncomingMessage, res: ServerResponse, uid: string, locale: IdpLocale) {
    const form = await readForm(req);
    const email = form.get('email') ?? '';
    const address = req.socket.remoteAddress ?? '';
    const wait = limits.signUpPerAddress.retryAfter(address);
    if (wait > 0) {
      const error = IDP_TEXTS[locale].tooManySignUps(minutesOf(wait));
      return sendHtml(res, 429, signUpPage(locale, uid, { error, email }), {
        'retry-after': String(wait),
      });
    }
    limits.signUpPerAddress.record(address);
    let account: PreparedAccount;
    try {
      account = await accounts.prepare({ email, password: form.get('password') ?? '' });
    } catch (error) {
      const message = refusalMessage(error, locale);
      if (message === null) throw error;
      return sendHtml(res, 400, signUpPage(locale, uid, { error: message, email }));
    }
    const text = IDP_TEXTS[locale];
    if (accounts.has(account.email)) {
      outbox.send({
        to: account.email,
        ...text.existingAccountMail,
        link: new URL(`/interaction/${uid}`, config.issuer).href,
      });
    } else {
      for (const [token, entry] of awaitingConfirmation) {
        if (entry.expiresAt <= now()) awaitingConfirmation.delete(token);
      }
      const token = randomBytes(24).toString('base64url');
      awaitingConfirmation.set(token, { account, uid, expiresAt: now() + CONFIRM_MS });
      outbox.send({
        to: account.email,
        ...text.confirmMail,
        link: new URL(`/interaction/${uid}/confirm/${token}`, config.issuer).href,
      });
    }
    return sendHtml(
      res,
      200,
      checkEmailPage(
        locale,
        account.email,
        outboxOpen ? `${OUTBOX_PATH}?to=${encodeURIComponent(account.email)}` : null,
      ),
    );
  }

  /**
   * A sign-up's confirmation link, opened in the browser that signed up (the interaction's):
   * the account is created and the reader signed in. Once only, within CONFIRM_MS.
   */
  async function confirmSignUp(
    req: IncomingMessage,
    res: ServerResponse,
    uid: string,
    token: string,
    locale: IdpLocale,
  ) {
    const entry = awaitingConfirmation.get(token);
    awaitingConfirmation.delete(token);
    if (!entry || entry.uid !== uid || entry.expiresAt <= now()) {
      return sendHtml(res, 400, errorPage(locale, IDP_TEXTS[locale].errors.verificationExpired));
    }
    return finishLogin(req, res, accounts.add(entry.account).id);
  }

  /**
   * The interaction pages, in the language the authorization request asked for (`ui_locales`),
   * else the browser's. A failure once the interaction is known is told in that language too.
   */
  async function handleInteraction(req: IncomingMessage, res: ServerResponse, parts: string[]) {
    const [uid, action, token] = parts;
    const acceptLanguage = req.headers['accept-language'];
    if (!uid) {
      const locale = idpLocale(undefined, acceptLanguage);
      return sendHtml(res, 404, errorPage(locale, IDP_TEXTS[locale].errors.pageNotFound));
    }
    const details = await provider.interactionDetails(req, res);
    const locale = idpLocale(uiLocalesOf(details.params), acceptLanguage);
    const { errors } = IDP_TEXTS[locale];
    if (details.uid !== uid) return sendHtml(res, 400, errorPage(locale, errors.startAgain));
    try {
      if (req.method === 'GET' && !action) {
        if (details.prompt.name === 'consent') return await grantConsent(req, res);
        return sendHtml(res, 200, signInPage(locale, uid));
      }
      if (req.method === 'GET' && action === 'signup') {
        return sendHtml(res, 200, signUpPage(locale, uid));
      }
      if (req.method === 'POST' && action === 'login') return await signIn(req, res, uid, locale);
      if (req.method === 'POST' && action === 'signup') return await signUp(req, res, uid, locale);
      if (req.method === 'GET' && action === 'confirm' && token) {
        return await confirmSignUp(req, res, uid, token, locale);
      }
      return sendHtml(res, 405, errorPage(locale, errors.notAllowed));
    } catch (error) {
      sendFailure(res, error, locale);
    }
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', config.issuer);
    const parts = url.pathname.split('/').filter(Boolean);
    try {
      if (parts[0] === 'interaction') return await handleInteraction(req, res, parts.slice(1));
      if (url.pathname === OUTBOX_PATH && outboxOpen) {
        const locale = idpLocale(undefined, req.headers['accept-language']);
        return sendHtml(
          res,
          200,
          outboxPage(locale, outbox.to(url.searchParams.get('to') ?? undefined)),
        );
      }
      if (url.pathname === '/healthz') {
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end('{"status":"ok"}');
      }
      return oidc(req, res);
    } catch (error) {
      // Before an interaction is known (its cookie gone, say), only the browser tells the language.
      sendFailure(res, error, idpLocale(undefined, req.headers['accept-language']));
    }
  });
  return { server, provider, accounts, outbox };
}
