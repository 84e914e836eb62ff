import { createPrivateKey, generateKeyPairSync } from 'node:crypto';
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
    keys[issuerKey] = { ...rsaPrivateJwk(), alg: 'RS256', use: 'sig' };
  }
  if (missing.length) writeFileSync(file, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 });
  return keys;
}

/**
 * A new RSA key as a JWK, exported from a key object of its own rather than the one the generation
 * returned: on Node 20 a garbage collection during `export({ format: 'jwk' })` of that one can run
 * the finished generation job's destructor, which waits for the lock the export holds, and the
 * process hangs for good (seen in a CI run: main thread in KeyGenJob::~KeyGenJob under
 * ExportJWKRsaKey, 0% CPU). The PEM round trip leaves the job nothing to lock.
 */
function rsaPrivateJwk() {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });
  return createPrivateKey(privateKey).export({ format: 'jwk' });
}
