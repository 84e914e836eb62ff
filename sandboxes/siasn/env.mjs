// The SIASN_* variables that point a portal at a SIASN sandbox, and the sandbox's demo
// credentials. Kept apart from server.mjs so scripts/lib/portal-env.mjs can read them without
// loading the data layer.

export const SANDBOX_CREDENTIALS = Object.freeze({
  wso2ClientId: 'helpdesk-wso2',
  wso2ClientSecret: 'sandbox-wso2-secret',
  ssoClientId: 'helpdesk-sso',
  ssoUsername: '199001012015011001',
  ssoPassword: 'sandbox-sso-password',
});

export const API_PATH = '/apisiasn/1.0';
export const REF_PATH = '/referensi_siasn/1';
export const WSO2_TOKEN_PATH = '/oauth2/token';
export const SSO_REALM_PATH = '/auth/realms/public-siasn';
export const SSO_TOKEN_PATH = `${SSO_REALM_PATH}/protocol/openid-connect/token`;

/** The portal's SIASN_* settings for a sandbox at `origin` (e.g. http://localhost:4020). */
export function siasnEnvFor(origin) {
  const c = SANDBOX_CREDENTIALS;
  return {
    SIASN_API_BASE: `${origin}${API_PATH}`,
    SIASN_REF_API_BASE: `${origin}${REF_PATH}`,
    SIASN_WSO2_TOKEN_URL: `${origin}${WSO2_TOKEN_PATH}`,
    SIASN_WSO2_CLIENT_ID: c.wso2ClientId,
    SIASN_WSO2_CLIENT_SECRET: c.wso2ClientSecret,
    SIASN_SSO_TOKEN_URL: `${origin}${SSO_TOKEN_PATH}`,
    SIASN_SSO_CLIENT_ID: c.ssoClientId,
    SIASN_SSO_USERNAME: c.ssoUsername,
    SIASN_SSO_PASSWORD: c.ssoPassword,
  };
}
