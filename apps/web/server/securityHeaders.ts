/**
 * The security headers of every response of the site (`serve.ts` sets them), as values and pure
 * functions so they are tested without a server. The Content-Security-Policy of a page lists the
 * hashes of the page's own inline scripts (`pageScripts`), so shared HTML stays shared: the same
 * page gets the same policy, whoever asks.
 */

/** Sent with every response, whatever it is. */
export const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  // The full URL stays on the site; other sites see the origin, and nothing over plain http.
  'referrer-policy': 'strict-origin-when-cross-origin',
  // Powerful features the site never uses, off for it and anything it embeds; the viewer's full
  // screen stays the site's own. (Only names Chromium knows: it logs an error for any other.)
  'permissions-policy':
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), midi=(), display-capture=(), browsing-topics=(), fullscreen=(self)',
  // For browsers without CSP `frame-ancestors`.
  'x-frame-options': 'DENY',
} as const;

/** Sent with a response the client received over https: a year, this host and its subdomains. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * The policy of everything that is not a page (JSON, images, scripts, redirects, plain-text
 * errors): nothing may run or load in it, were a browser to open it as a document.
 */
export const NON_PAGE_CONTENT_SECURITY_POLICY =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** Where the site's service worker is served (public/sw.js, built after `next build`). */
export const SERVICE_WORKER_PATH = '/sw.js';

/**
 * The policy of the service worker's script, which governs what the worker itself may fetch:
 * the site's own origin only (it never answers for another origin's requests).
 */
export const SERVICE_WORKER_CONTENT_SECURITY_POLICY =
  "default-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

const NO_SOURCES = { script: [], img: [], connect: [] } as const;

/**
 * What Google Tag Manager and the Google Analytics tags inside it load (Google's "Using Tag
 * Manager with a Content Security Policy"), allowed only when a container is configured
 * (`GTM_CONTAINER_ID`): the page's own script loads the container after the reader's consent,
 * so no inline script is added. Tags of other vendors a container may carry need their hosts
 * here too.
 */
export const TAG_MANAGER_SOURCES = {
  script: ['https://www.googletagmanager.com'],
  img: ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
  connect: [
    'https://www.googletagmanager.com',
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
  ],
} as const;

/**
 * The Content-Security-Policy of an HTML page whose inline scripts hash to `inlineScriptHashes`
 * (`'sha256-…'` sources): scripts from the site itself (Next.js's chunks, also those it loads
 * later) and exactly those inline scripts, never `'unsafe-inline'` nor `eval`. Inline styles stay
 * allowed: React renders `style` attributes and the restriction is about scripts. Sign-in leaves
 * for the identity provider by navigation after a `fetch`, not by a form, so forms post to the
 * site only.
 *
 * With `tagManager`, the hosts of {@link TAG_MANAGER_SOURCES} are added.
 *
 * @example
 * pageContentSecurityPolicy(["'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='"]);
 * //=> "default-src 'self'; script-src 'self' 'sha256-47DEQ…='; style-src 'self' 'unsafe-inline'; …"
 */
export function pageContentSecurityPolicy(
  inlineScriptHashes: readonly string[],
  { tagManager = false }: { tagManager?: boolean } = {},
): string {
  const external = tagManager ? TAG_MANAGER_SOURCES : NO_SOURCES;
  return [
    "default-src 'self'",
    ["script-src 'self'", ...inlineScriptHashes, ...external.script].join(' '),
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data: blob:", ...external.img].join(' '),
    "font-src 'self'",
    ["connect-src 'self'", ...external.connect].join(' '),
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Whether the client reached the site over https: a TLS socket, or, behind a reverse proxy the
 * operator trusts (`TRUST_PROXY=1`), the protocol that proxy names in `X-Forwarded-Proto` (its
 * last value: the one the proxy next to the site wrote).
 *
 * @example
 * requestIsHttps({ encrypted: false, forwardedProto: 'https', trustProxy: true }); //=> true
 * requestIsHttps({ encrypted: false, forwardedProto: 'https', trustProxy: false }); //=> false
 */
export function requestIsHttps(request: {
  encrypted: boolean;
  forwardedProto: string | undefined;
  trustProxy: boolean;
}): boolean {
  if (request.encrypted) return true;
  if (!request.trustProxy) return false;
  return request.forwardedProto?.split(',').at(-1)?.trim().toLowerCase() === 'https';
}
