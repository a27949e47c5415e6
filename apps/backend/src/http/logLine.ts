/**
 * What a log line must not keep of what a client sent: addresses and credentials are masked
 * (a log is read by more people, and kept longer, than the data it describes).
 */
const SECRETS: readonly [RegExp, string][] = [
  // JWTs and JWEs (`eyJ…`), service tokens and ID tokens alike.
  [/eyJ[\w-]*(?:\.[\w-]*){1,4}/g, '[token]'],
  // An Authorization header's credentials.
  [/\b(Bearer|Basic)\s+[\w.~+/=-]+/gi, '$1 [token]'],
  // Query parameters that carry credentials: OAuth codes and states, tokens, passwords.
  [
    /([?&#](?:[\w-]*token|code|code_verifier|state|password|secret|key|session|sig|signature)=)[^&#\s]*/gi,
    '$1[masked]',
  ],
  // Email addresses.
  [/[\w.%+-]+@[\w-]+(?:\.[\w-]+)+/g, '[email]'],
  // Any other long opaque run (keys, session ids, hashes).
  [/[\w-]{40,}/g, '[token]'],
];

/**
 * `text` with emails and credentials masked.
 *
 * @example
 * maskSecrets('no session for rin@example.com'); //=> 'no session for [email]'
 * maskSecrets('/api/auth/callback?code=abc&state=xyz'); //=> '/api/auth/callback?code=[masked]&state=[masked]'
 */
export function maskSecrets(text: string): string {
  return SECRETS.reduce(
    (masked, [pattern, replacement]) => masked.replace(pattern, replacement),
    text,
  );
}

/**
 * `record` as one JSON line: U+2028 and U+2029, which JSON leaves as they are but line-based log
 * tools read as line breaks, escaped like the other control characters, so one client record
 * is always one line.
 *
 * @example
 * logLine({ message: 'a\u2028b' }); //=> '{"message":"a\\u2028b"}'
 */
export function logLine(record: Record<string, unknown>): string {
  return JSON.stringify(record)
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
