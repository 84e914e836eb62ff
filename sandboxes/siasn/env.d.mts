// Types for TypeScript callers of env.mjs.
import type { SiasnSandboxEnv } from './server.mjs';

export const SANDBOX_CREDENTIALS: Readonly<{ wso2ClientId: string; wso2ClientSecret: string; ssoClientId: string; ssoUsername: string; ssoPassword: string }>;
export const API_PATH: string;
export const REF_PATH: string;
export const WSO2_TOKEN_PATH: string;
export const SSO_REALM_PATH: string;
export const SSO_TOKEN_PATH: string;
export function siasnEnvFor(origin: string): SiasnSandboxEnv;
