// The two token issuers of SIASN (siasn-protocol.md 1.1 and 1.2) and the checks every API call
// passes: WSO2 client credentials (an opaque token) and Keycloak's password grant (an HS256 JWT
// here; SIASN signs RS256). Token values are random: only the data is deterministic.
import { createHash, createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { SANDBOX_CREDENTIALS, SSO_REALM_PATH } from './env.mjs';

export const INVALID_CREDENTIALS = {
  code: '900901',
  message: 'Invalid Credentials',
  description: 'Invalid Credentials. Make sure you have provided the correct security credentials',
};
export const INVALID_JWT = { message: 'invalid or expired jwt' };
// Enough for any leak scan; a gateway stuck in a fetch loop cannot grow the list without bound.
const MAX_REMEMBERED = 100_000;

const same = (given, expected) => {
  const digest = (value) => createHash('sha256').update(String(value ?? '')).digest();
  return timingSafeEqual(digest(given), digest(expected));
};
const base64url = (value) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

/** `Bearer <token>` with any case of the scheme, else null. */
export function bearer(header) {
  const match = /^bearer\s+(\S+)\s*$/i.exec(typeof header === 'string' ? header : '');
  return match ? match[1] : null;
}

function basicCredentials(header) {
  const match = /^basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(typeof header === 'string' ? header : '');
  if (!match) return null;
  const text = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = text.indexOf(':');
  return colon < 0 ? null : { id: text.slice(0, colon), secret: text.slice(colon + 1) };
}

export function createTokenAuthority({ origin, wso2Seconds, ssoSeconds }) {
  const secret = randomBytes(32);
  const issuer = `${origin}${SSO_REALM_PATH}`;
  /** token -> { kind, expiresAt (ms) } for every token still accepted. */
  const live = new Map();
  const issued = [];
  const counts = { wso2Issued: 0, ssoIssued: 0 };

  function remember(value, kind, seconds) {
    const now = Date.now();
    for (const [token, entry] of live) if (entry.expiresAt <= now) live.delete(token);
    live.set(value, { kind, expiresAt: now + seconds * 1000 });
    issued.push(value);
    if (issued.length > MAX_REMEMBERED) issued.shift();
  }

  function sign(payload) {
    const head = `${base64url({ alg: 'HS256', typ: 'JWT', kid: 'sandbox' })}.${base64url(payload)}`;
    return `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`;
  }

  function signatureValid(jwt) {
    const parts = jwt.split('.');
    if (parts.length !== 3) return false;
    const expected = createHmac('sha256', secret).update(`${parts[0]}.${parts[1]}`).digest();
    const given = Buffer.from(parts[2], 'base64url');
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  const accepted = (token, kind) => {
    const entry = token ? live.get(token) : undefined;
    return Boolean(entry && entry.kind === kind && entry.expiresAt > Date.now());
  };

  return {
    /** POST /oauth2/token: Basic client id and secret, grant_type=client_credentials. */
    wso2Token(headers, form) {
      const client = basicCredentials(headers.authorization);
      const c = SANDBOX_CREDENTIALS;
      if (!client || !same(client.id, c.wso2ClientId) || !same(client.secret, c.wso2ClientSecret)) {
        return { status: 401, json: { error: 'invalid_client', error_description: 'Client Authentication failed.' } };
      }
      if (form.get('grant_type') !== 'client_credentials') {
        return { status: 400, json: { error: 'unsupported_grant_type', error_description: 'Unsupported grant_type value' } };
      }
      const value = randomBytes(24).toString('hex');
      remember(value, 'wso2', wso2Seconds);
      counts.wso2Issued += 1;
      return { status: 200, json: { access_token: value, scope: 'default', token_type: 'Bearer', expires_in: wso2Seconds } };
    },

    /** POST .../openid-connect/token: client_id, grant_type=password, username, password (public client). */
    ssoToken(form) {
      const c = SANDBOX_CREDENTIALS;
      if (!same(form.get('client_id'), c.ssoClientId)) {
        return { status: 401, json: { error: 'invalid_client', error_description: 'Invalid client or Invalid client credentials' } };
      }
      if (form.get('grant_type') !== 'password') {
        return { status: 400, json: { error: 'unsupported_grant_type', error_description: 'Unsupported grant_type' } };
      }
      if (!same(form.get('username'), c.ssoUsername) || !same(form.get('password'), c.ssoPassword)) {
        return { status: 401, json: { error: 'invalid_grant', error_description: 'Invalid user credentials' } };
      }
      const iat = Math.floor(Date.now() / 1000);
      const session = randomUUID();
      const sub = createHash('sha256').update(`sso:${c.ssoUsername}`).digest('hex').slice(0, 32).replace(/^(.{8})(.{4})(.{4})(.{4})/, '$1-$2-$3-$4-');
      const claims = { iat, iss: issuer, aud: 'account', sub, azp: c.ssoClientId, session_state: session, preferred_username: c.ssoUsername };
      const access = sign({ ...claims, exp: iat + ssoSeconds, jti: randomUUID(), typ: 'Bearer', scope: 'profile email' });
      const refreshSeconds = Math.min(ssoSeconds, 1800);
      const refresh = sign({ ...claims, exp: iat + refreshSeconds, jti: randomUUID(), typ: 'Refresh' });
      remember(access, 'sso', ssoSeconds);
      issued.push(refresh);
      counts.ssoIssued += 1;
      return {
        status: 200,
        json: {
          access_token: access, expires_in: ssoSeconds, refresh_expires_in: refreshSeconds, refresh_token: refresh,
          token_type: 'Bearer', 'not-before-policy': 0, session_state: session, scope: 'profile email',
        },
      };
    },

    /** null when the call may proceed, else the 401 answer (WSO2 is checked first, as the gateway sits in front). */
    check(headers, { sso }) {
      if (!accepted(bearer(headers.authorization), 'wso2')) return { status: 401, json: INVALID_CREDENTIALS };
      if (!sso) return null;
      const jwt = bearer(headers.auth);
      if (!jwt || !signatureValid(jwt) || !accepted(jwt, 'sso')) return { status: 401, json: INVALID_JWT };
      return null;
    },

    issuedTokens: () => [...issued],
    expireAll: () => live.clear(),
    counts,
  };
}
