import type { Provider } from 'next-auth/providers/index';
import type { OAuthConfig } from 'next-auth/providers/oauth';
import GoogleProvider from 'next-auth/providers/google';
import type { AppConfig } from '@/server/config';
import { z } from 'zod';
import type { UserGroup } from '@/server/db/schema';

/** Claims our identity providers put in the ID token (SIMASTER, PTTPK and Google alike). */
export const IdentityClaimsSchema = z.looseObject({
  sub: z.string().min(1),
  name: z.string().optional(),
  email: z.string().optional(),
  picture: z.string().optional(),
  preferred_username: z.string().optional(),
  employee_number: z.string().optional(),
  organization_id: z.string().optional(),
});
export type IdentityClaims = z.infer<typeof IdentityClaimsSchema>;

export const PROVIDER_GROUPS: Record<string, UserGroup> = {
  simaster: 'MASTER',
  pttpk: 'PTPK',
  google: 'GOOGLE',
};

function profileOf(claims: IdentityClaims) {
  return {
    id: claims.sub,
    name: claims.name ?? null,
    email: claims.email ?? null,
    image: claims.picture ?? null,
  };
}

// prompt=login: the identity provider's own session outlives our sign-out, and without it the
// next person at the same browser would silently get the previous account.
const authorization = { params: { scope: 'openid profile email', prompt: 'login' } };

/**
 * Every call to an identity provider (discovery, token, userinfo) gives up after this long, so a
 * hanging provider ends the sign-in with OAuthSignin/OAuthCallback instead of a hanging request.
 */
export const IDENTITY_HTTP_TIMEOUT_MS = 5_000;
const httpOptions = { timeout: IDENTITY_HTTP_TIMEOUT_MS };

function oidcProvider(id: string, name: string, issuer: string, clientId: string, clientSecret: string) {
  const provider: OAuthConfig<IdentityClaims> = {
    id,
    name,
    type: 'oauth',
    wellKnown: `${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`,
    clientId,
    clientSecret,
    idToken: true,
    checks: ['pkce', 'state'],
    authorization,
    httpOptions,
    profile: profileOf,
  };
  return provider;
}

export function buildProviders(config: AppConfig): Provider[] {
  const providers: Provider[] = [];
  if (config.SIMASTER_ISSUER && config.SIMASTER_CLIENT_SECRET) {
    providers.push(
      oidcProvider('simaster', 'SIMASTER', config.SIMASTER_ISSUER, config.SIMASTER_CLIENT_ID, config.SIMASTER_CLIENT_SECRET),
    );
  }
  if (config.PTTPK_ISSUER && config.PTTPK_CLIENT_SECRET) {
    providers.push(oidcProvider('pttpk', 'PTTPK', config.PTTPK_ISSUER, config.PTTPK_CLIENT_ID, config.PTTPK_CLIENT_SECRET));
  }
  if (config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET) {
    providers.push(
      GoogleProvider({
        clientId: config.GOOGLE_CLIENT_ID,
        clientSecret: config.GOOGLE_CLIENT_SECRET,
        authorization,
        httpOptions,
        profile: profileOf,
        ...(config.GOOGLE_WELL_KNOWN ? { wellKnown: config.GOOGLE_WELL_KNOWN } : {}),
      }),
    );
  }
  return providers;
}
