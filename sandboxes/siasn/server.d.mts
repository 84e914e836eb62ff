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
  /** Seconds a data-utama-update stays pending before data utama shows it. Default 120 (env SIASN_SANDBOX_BIODATA_SECONDS). */
  biodataDelaySeconds?: number;
  /** Seconds a submitted usulan takes for each step of 1 -> 2 -> 12 -> 15 -> 19 -> 11. Default 300 (env SIASN_SANDBOX_USULAN_SECONDS). */
  usulanStepSeconds?: number;
  /**
   * Rows of a KP list (the province's people due, then synthetic ones up to this), and synthetic
   * retirees a year in the pensiun list. 0 to 100,000; default 3000 (env SIASN_SANDBOX_LIST_ROWS).
   */
  listRows?: number;
  /** Milliseconds since the epoch, for pending changes and proposal steps (tests move time with it). Default Date.now. */
  clock?: () => number;
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
  /** How many matching calls pass untouched before the fault applies (e.g. a list failing after 3 pages). Default 0. */
  after?: number;
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
  /** Write calls (POST or DELETE on a write route) let through, whatever their answer. */
  writes: number;
}

export interface SiasnUsulanAdvance {
  /** A submitted proposal's id; without it every submitted proposal moves. */
  id?: string;
  /** Straight to this status code; a code off 1 -> 2 -> 12 -> 15 -> 19 -> 11 (5, 6, 13, 22, 32) holds it there. Without it: one step. */
  status?: number;
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
  /** Drops every write (rows, deletions, files, data-utama changes, proposals); also POST /__control/reset-writes. */
  resetWrites(): void;
  /** Applies every pending data-utama-update now; how many were pending. Also POST /__control/apply-pending. */
  applyPending(): number;
  /** Moves submitted proposals (also POST /__control/usulan/advance); the ids moved. Throws a TypeError for an unknown id or status. */
  advanceUsulan(input?: SiasnUsulanAdvance): string[];
  /** Idempotent. */
  close(): Promise<void>;
}

export function startSiasnSandbox(options?: SiasnSandboxOptions): Promise<SiasnSandbox>;
/** The options the SIASN_SANDBOX_* variables set (seed, today, token lifetimes, delays, listRows); not the port. */
export function siasnSandboxOptions(env: Record<string, string | undefined>): Omit<SiasnSandboxOptions, 'port' | 'host' | 'clock'>;
