import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import Provider, { type Configuration } from 'oidc-provider';
import { z } from 'zod';
import { AccountError, AccountStore, normalizeEmail } from './accounts';
import type { IdpConfig } from './config';
import { loadOrCreateSecrets } from './keys';
import { errorPage, signInPage, signUpPage } from './pages';
import { RateLimit } from './rateLimit';

const MAX_FORM_BYTES = 16 * 1024;
const MINUTE = 60_000;

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_FORM_BYTES) throw new AccountError('入力が大きすぎます');
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

const tryAgainIn = (seconds: number) => `${Math.ceil(seconds / 60)}分後にもう一度お試しください。`;

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
  const limits = {
    /** Wrong passwords per email, known or not, so a limit never tells which emails exist. */
    signInPerEmail: new RateLimit(5, 15 * MINUTE, now),
    /** Wrong passwords per client address: many emails from one place. */
    signInPerAddress: new RateLimit(20, 15 * MINUTE, now),
    /** Every sign-up per client address: refusals of registered emails are an oracle too. */
    signUpPerAddress: new RateLimit(config.signUpsPerHour, 60 * MINUTE, now),
  };
  const accounts = new AccountStore(join(config.dataDir, 'accounts.json'));
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
    features: { devInteractions: { enabled: false }, rpInitiatedLogout: { enabled: true } },
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
      ctx.type = 'html';
      ctx.body = errorPage(String(out.error_description ?? out.error ?? '不明なエラー'));
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
    if (!accountId) throw new AccountError('セッションが見つかりません');
    const grant = details.grantId
      ? await provider.Grant.find(details.grantId)
      : new provider.Grant({ accountId, clientId: String(details.params.client_id) });
    if (!grant) throw new AccountError('許可が見つかりません');
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
   * password for unknown emails, and the limits count both alike.
   */
  async function signIn(req: IncomingMessage, res: ServerResponse, uid: string) {
    const form = await readForm(req);
    const email = form.get('email') ?? '';
    const emailKey = normalizeEmail(email);
    // The socket's address, not X-Forwarded-For: this provider is not run behind a proxy.
    const address = req.socket.remoteAddress ?? '';
    const wait = Math.max(
      limits.signInPerEmail.retryAfter(emailKey),
      limits.signInPerAddress.retryAfter(address),
    );
    if (wait > 0) {
      const error = `ログインの試行回数が多すぎます。${tryAgainIn(wait)}`;
      return sendHtml(res, 429, signInPage(uid, { error, email }), { 'retry-after': String(wait) });
    }
    // Counted before the slow password check, so a burst of parallel attempts cannot slip past.
    limits.signInPerEmail.record(emailKey);
    limits.signInPerAddress.record(address);
    const account = await accounts.verify(email, form.get('password') ?? '');
    if (account) {
      // Only wrong passwords count: a reader who signs in often is never locked out.
      limits.signInPerEmail.takeBack(emailKey);
      limits.signInPerAddress.takeBack(address);
      return finishLogin(req, res, account.id);
    }
    return sendHtml(
      res,
      401,
      signInPage(uid, { error: 'メールアドレスまたはパスワードが違います', email }),
    );
  }

  async function signUp(req: IncomingMessage, res: ServerResponse, uid: string) {
    const form = await readForm(req);
    const email = form.get('email') ?? '';
    const address = req.socket.remoteAddress ?? '';
    const wait = limits.signUpPerAddress.retryAfter(address);
    if (wait > 0) {
      const error = `新規登録の回数が多すぎます。${tryAgainIn(wait)}`;
      return sendHtml(res, 429, signUpPage(uid, { error, email }), { 'retry-after': String(wait) });
    }
    limits.signUpPerAddress.record(address);
    try {
      const account = await accounts.create({ email, password: form.get('password') ?? '' });
      return finishLogin(req, res, account.id);
    } catch (error) {
      const message =
        error instanceof z.ZodError
          ? error.issues.map((issue) => issue.message).join(' ')
          : error instanceof AccountError
            ? error.message
            : null;
      if (message === null) throw error;
      return sendHtml(res, 400, signUpPage(uid, { error: message, email }));
    }
  }

  async function handleInteraction(req: IncomingMessage, res: ServerResponse, parts: string[]) {
    const [uid, action] = parts;
    if (!uid) return sendHtml(res, 404, errorPage('ページが見つかりません'));
    const details = await provider.interactionDetails(req, res);
    if (details.uid !== uid) return sendHtml(res, 400, errorPage('ログインをやり直してください'));

    if (req.method === 'GET' && !action) {
      if (details.prompt.name === 'consent') return grantConsent(req, res);
      return sendHtml(res, 200, signInPage(uid));
    }
    if (req.method === 'GET' && action === 'signup') return sendHtml(res, 200, signUpPage(uid));
    if (req.method === 'POST' && action === 'login') return signIn(req, res, uid);
    if (req.method === 'POST' && action === 'signup') return signUp(req, res, uid);
    return sendHtml(res, 405, errorPage('この操作はできません'));
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', config.issuer);
    const parts = url.pathname.split('/').filter(Boolean);
    try {
      if (parts[0] === 'interaction') return await handleInteraction(req, res, parts.slice(1));
      if (url.pathname === '/healthz') {
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end('{"status":"ok"}');
      }
      return oidc(req, res);
    } catch (error) {
      // An expired or unknown interaction is the reader's situation, not a server fault.
      const expired = error instanceof Error && error.name === 'SessionNotFound';
      if (!expired) console.error('[idp]', error);
      if (!res.headersSent) {
        sendHtml(
          res,
          expired ? 400 : 500,
          errorPage(
            expired
              ? 'ログインの有効期限が切れました。最初からやり直してください。'
              : 'エラーが発生しました',
          ),
        );
      }
    }
  });
  return { server, provider, accounts };
}
