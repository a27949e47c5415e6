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

/**
 * The Content-Security-Policy of an HTML page whose inline scripts hash to `inlineScriptHashes`
 * (`'sha256-…'` sources): scripts from the site itself (Next.js's chunks, also those it loads
 * later) and exactly those inline scripts, never `'unsafe-inline'` nor `eval`. Inline styles stay
 * allowed: React renders `style` attributes and the restriction is about scripts. Sign-in leaves
 * for the identity provider by navigation after a `fetch`, not by a form, so forms post to the
 * site only.
 *
 * @example
 * pageContentSecurityPolicy(["'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='"]);
 * //=> "default-src 'self'; script-src 'self' 'sha256-47DEQ…='; style-src 'self' 'unsafe-inline'; …"
 */
export function pageContentSecurityPolicy(inlineScriptHashes: readonly string[]): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...inlineScriptHashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
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
