import { generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// Each issuer signs with its own RS256 key, generated on first start and kept in dataDir, so ID
// tokens (and the portal's cached JWKS) stay valid across restarts, as with a real IdP. The
// provider's built-in development keys are public and must never be used.
export function loadSigningKeys(dataDir, issuerKeys) {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'signing-keys.json');
  const keys = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const missing = issuerKeys.filter((issuerKey) => !keys[issuerKey]);
  for (const issuerKey of missing) {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    keys[issuerKey] = { ...privateKey.export({ format: 'jwk' }), alg: 'RS256', use: 'sig' };
  }
  if (missing.length) writeFileSync(file, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 });
  return keys;
}
