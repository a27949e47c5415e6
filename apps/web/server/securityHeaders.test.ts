import { describe, expect, it } from 'vitest';
import {
  NON_PAGE_CONTENT_SECURITY_POLICY,
  pageContentSecurityPolicy,
  requestIsHttps,
  SECURITY_HEADERS,
} from './securityHeaders';

/** A policy as directive name → its sources. */
const directives = (policy: string) =>
  new Map(
    policy.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );

describe('pageContentSecurityPolicy', () => {
  it('allows the tag manager hosts only when a container is configured', () => {
    const plain = directives(pageContentSecurityPolicy([]));
    const withTags = directives(pageContentSecurityPolicy([], { tagManager: true }));
    expect(plain.get('script-src')).toEqual(["'self'"]);
    expect(plain.get('connect-src')).toEqual(["'self'"]);
    expect(withTags.get('script-src')).toEqual(["'self'", 'https://www.googletagmanager.com']);
    expect(withTags.get('connect-src')).toContain('https://*.google-analytics.com');
    expect(withTags.get('img-src')).toContain('https://www.googletagmanager.com');
    // Still nothing inline beyond the hashes, nor eval.
    expect(withTags.get('script-src')).not.toContain("'unsafe-inline'");
  });

  const hashes = ["'sha256-AAAA'", "'sha256-BBBB'"];
  const policy = directives(pageContentSecurityPolicy(hashes));

  it("runs the site's own scripts and the page's hashed inline scripts, nothing inline else", () => {
    expect(policy.get('script-src')).toEqual(["'self'", ...hashes]);
    expect(directives(pageContentSecurityPolicy([])).get('script-src')).toEqual(["'self'"]);
    for (const source of ["'unsafe-inline'", "'unsafe-eval'", "'unsafe-hashes'", '*', 'data:']) {
      expect(policy.get('script-src')).not.toContain(source);
    }
  });

  it('is never framed, loads no plugins and keeps base URLs and forms on the site', () => {
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
  });
});

describe('the policy of what is not a page', () => {
  it('allows nothing and is never framed', () => {
    const policy = directives(NON_PAGE_CONTENT_SECURITY_POLICY);
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  });
});

describe('SECURITY_HEADERS', () => {
  it('forbids sniffing, names a referrer policy and turns off unused features', () => {
    expect(SECURITY_HEADERS['x-content-type-options']).toBe('nosniff');
    expect(SECURITY_HEADERS['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(SECURITY_HEADERS['permissions-policy']).toContain('camera=()');
    expect(SECURITY_HEADERS['permissions-policy']).toContain('fullscreen=(self)');
  });
});

describe('requestIsHttps', () => {
  it('is a TLS socket, or what a trusted proxy says last', () => {
    expect(requestIsHttps({ encrypted: true, forwardedProto: undefined, trustProxy: false })).toBe(
      true,
    );
    expect(requestIsHttps({ encrypted: false, forwardedProto: 'https', trustProxy: true })).toBe(
      true,
    );
    expect(
      requestIsHttps({ encrypted: false, forwardedProto: 'http, HTTPS', trustProxy: true }),
    ).toBe(true);
  });

  it("never takes the client's own word for it", () => {
    expect(requestIsHttps({ encrypted: false, forwardedProto: 'https', trustProxy: false })).toBe(
      false,
    );
    expect(
      requestIsHttps({ encrypted: false, forwardedProto: 'https, http', trustProxy: true }),
    ).toBe(false);
    expect(requestIsHttps({ encrypted: false, forwardedProto: undefined, trustProxy: true })).toBe(
      false,
    );
  });
});
