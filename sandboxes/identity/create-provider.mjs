import Provider from 'oidc-provider';

import { ISSUERS, findBySub } from './accounts.mjs';
import { createMemoryAdapter } from './memory-adapter.mjs';
import { PAGE_CSP, logoutPage, messagePage } from './views.mjs';

// Only the sandbox signs these cookies; a real IdP would rotate its own keys.
const DEFAULT_COOKIE_KEYS = ['helpdesk-identity-sandbox-cookie-key'];

const SCOPE = 'openid profile email';

function sendPage(ctx, status, html) {
  ctx.status = status;
  ctx.type = 'html';
  ctx.set('Content-Security-Policy', PAGE_CSP);
  ctx.body = html;
}

// One issuer = one Provider with its own client, accounts, keys, storage and cookie names.
export function createProvider({ issuerKey, issuer, signingKey, redirectOrigins, env = process.env }) {
  const meta = ISSUERS[issuerKey];
  const mountPath = new URL(issuer).pathname;

  const provider = new Provider(issuer, {
    adapter: createMemoryAdapter(),
    jwks: { keys: [signingKey] },
    clients: [{
      client_id: meta.clientId,
      client_secret: env[meta.secretEnv] || meta.defaultSecret,
      client_name: 'Helpdesk ASN',
      redirect_uris: redirectOrigins.map((o) => `${o}/helpdesk/api/auth/callback/${issuerKey}`),
      post_logout_redirect_uris: redirectOrigins.map((o) => `${o}/helpdesk`),
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
    }],
    // Only what the portal uses: the code flow with PKCE and a client secret.
    responseTypes: ['code'],
    clientAuthMethods: ['client_secret_basic'],
    pkce: { required: () => true },
    scopes: SCOPE.split(' '),
    claims: {
      openid: ['sub'],
      profile: ['name', 'preferred_username', 'picture', 'employee_number', 'organization_id'],
      email: ['email', 'email_verified'],
    },
    // next-auth reads the profile from the ID token (idToken: true); without this the scope
    // claims would only be served by userinfo and every custom claim would silently be missing.
    conformIdTokenClaims: false,
    async findAccount(ctx, sub) {
      const account = findBySub(issuerKey, sub);
      if (!account) return undefined;
      const { username, ...claims } = account;
      return {
        accountId: sub,
        claims: async () => ({ ...claims, preferred_username: username, email_verified: true }),
      };
    },
    // The portal is a first-party client: consent is implied, so no consent screen is shown.
    async loadExistingGrant(ctx) {
      const { client, session, result } = ctx.oidc;
      const grantId = result?.consent?.grantId || session.grantIdFor(client.clientId);
      const existing = grantId && await provider.Grant.find(grantId);
      if (existing) return existing;
      const grant = new provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope(SCOPE);
      await grant.save();
      return grant;
    },
    // Cookies ignore the port: the portal on localhost:3000 would otherwise share them, and the
    // three issuers would overwrite each other's session.
    cookies: {
      names: {
        session: `_${issuerKey}_session`,
        interaction: `_${issuerKey}_interaction`,
        resume: `_${issuerKey}_interaction_resume`,
      },
      keys: env.IDENTITY_SANDBOX_COOKIE_KEYS?.split(',') ?? DEFAULT_COOKIE_KEYS,
    },
    // The provider builds cookie paths and redirects from this URL, so it must carry the prefix.
    interactions: { url: (ctx, interaction) => `${mountPath}/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => sendPage(ctx, 200, logoutPage(meta.name, form)),
        postLogoutSuccessSource: (ctx) => sendPage(ctx, 200,
          messagePage(meta.name, 'Anda sudah keluar', 'Sesi Anda di penyedia identitas ini telah berakhir.')),
      },
    },
    renderError: (ctx, out) => sendPage(ctx, ctx.status || 400, messagePage(meta.name,
      'Permintaan masuk ditolak', `${out.error}: ${out.error_description ?? ''}`)),
    clientBasedCORS: () => false, // only the portal's server talks to the token endpoint
    ttl: { AccessToken: 3600, IdToken: 3600, Interaction: 600, Session: 8 * 3600, Grant: 8 * 3600 },
  });
  return provider;
}
