// Types for TypeScript callers (tests, scripts) of server.mjs.

export interface SiasnSandboxOptions {
  /** 0 picks a free port (tests). Default 4020. */
  port?: number;
  /** Listen address and host of the URLs. Default 'localhost'. */
  host?: string;
  /** Seed of the synthetic province. Default the data layer's DEFAULT_SEED. */
  seed?: string | number;
  /** The province's day, `YYYY-MM-DD`. Default today where the sandbox runs. */
  today?: string;
  /** Lifetime of WSO2 tokens in seconds. Default 3600. */
  wso2Seconds?: number;
  /** Lifetime of SSO tokens in seconds. Default 43200. */
  ssoSeconds?: number;
}

export type SiasnFaultBody = 'malformed' | 'html' | 'runtime-error' | 'invalid-credentials' | 'invalid-jwt';

export interface SiasnFaults {
  /** Delay before answering (or before the other faults), in ms. */
  latencyMs?: number;
  /** HTTP status to answer with (200-599). */
  status?: number;
  /** A broken or refusing body instead of the real one. */
  body?: SiasnFaultBody;
  /** Destroy the socket instead of answering. */
  reset?: boolean;
  /** How many matching calls get the fault; default until resetFaults(). */
  times?: number;
  /** Only calls whose path (full, or below the API base) starts with this; `/oauth2` or `/auth` reach the token endpoints. */
  pathPrefix?: string;
}

export interface SiasnSandboxStats {
  wso2Issued: number;
  ssoIssued: number;
  /** API and reference calls received (token and control calls not counted). */
  calls: number;
  /** Calls refused for a missing, invalid or expired token (not injected faults). */
  unauthorized: number;
}

export interface SiasnSandboxEnv {
  SIASN_API_BASE: string;
  SIASN_REF_API_BASE: string;
  SIASN_WSO2_TOKEN_URL: string;
  SIASN_WSO2_CLIENT_ID: string;
  SIASN_WSO2_CLIENT_SECRET: string;
  SIASN_SSO_TOKEN_URL: string;
  SIASN_SSO_CLIENT_ID: string;
  SIASN_SSO_USERNAME: string;
  SIASN_SSO_PASSWORD: string;
}

export interface SiasnSandbox {
  /** e.g. http://localhost:4020 */
  url: string;
  /** The portal's SIASN_* settings for this sandbox. */
  env: SiasnSandboxEnv;
  /** Every token value issued so far (WSO2, SSO access and refresh), for leak scans. */
  issuedTokens(): string[];
  stats(): SiasnSandboxStats;
  /** Replaces the current fault; throws a TypeError for an invalid description. */
  setFaults(faults: SiasnFaults): void;
  resetFaults(): void;
  /** Every token issued so far is refused from now on. */
  expireTokens(): void;
  /** Idempotent. */
  close(): Promise<void>;
}

export function startSiasnSandbox(options?: SiasnSandboxOptions): Promise<SiasnSandbox>;
