// The ZOOM_* variables that point a portal at a Zoom sandbox and the sandbox's demo credentials
// (a server-to-server OAuth app: account id, client id and secret). Kept apart from server.mjs so
// scripts/lib/portal-env.mjs can read them without starting anything.

export const SANDBOX_CREDENTIALS = {
  accountId: 'sandbox-account',
  clientId: 'helpdesk-zoom',
  clientSecret: 'sandbox-zoom-secret',
};

/** The portal's ZOOM_* settings for a sandbox at `origin` (e.g. http://localhost:4040). */
export function zoomEnvFor(origin, credentials = SANDBOX_CREDENTIALS) {
  return {
    ZOOM_API_URL: `${origin}/v2`,
    ZOOM_OAUTH_URL: origin,
    ZOOM_ACCOUNT_ID: credentials.accountId,
    ZOOM_CLIENT_ID: credentials.clientId,
    ZOOM_CLIENT_SECRET: credentials.clientSecret,
  };
}
