import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { exportJWK, generateKeyPair, type JWK } from 'jose';

export type ProviderSecrets = { jwks: { keys: JWK[] }; cookieKeys: string[] };

/**
 * Signing keys and cookie keys, created once and kept in the data directory so sessions and
 * issued tokens stay valid across restarts.
 */
export async function loadOrCreateSecrets(dataDir: string): Promise<ProviderSecrets> {
  const file = join(dataDir, 'secrets.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as ProviderSecrets;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), use: 'sig', alg: 'RS256', kid: 'cw-local-1' };
  const secrets: ProviderSecrets = {
    jwks: { keys: [jwk] },
    cookieKeys: [randomBytes(32).toString('base64url')],
  };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(secrets), { mode: 0o600 });
  return secrets;
}
