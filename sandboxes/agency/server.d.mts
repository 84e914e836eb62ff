// Types for TypeScript callers (tests, scripts) of server.mjs.
import type { GatewayFaults } from '../shared/gateway-faults.mjs';

export interface AgencySandboxOptions {
  /** 0 picks a free port (tests). Default 4030. */
  port?: number;
  /** Listen address and host of the URL. Default 'localhost'. */
  host?: string;
  /** Seed of the SIASN sandbox's province whose people have assessments. Default its DEFAULT_SEED. */
  seed?: string | number;
  /** The day, `YYYY-MM-DD`. Default today where the sandbox runs. */
  today?: string;
  /** The key callers send in X-Api-Key. Default SANDBOX_API_KEY. */
  apiKey?: string;
  /**
   * Rows of `GET /pegawai`: more than the province's people adds synthetic employees up to this
   * many (the command line reads AGENCY_SANDBOX_EMPLOYEE_ROWS). Default 0: the province alone.
   */
  employeeRows?: number;
}

export type AgencyFaults = GatewayFaults;

export interface AgencySandboxEnv {
  AGENCY_API_BASE: string;
  AGENCY_API_KEY: string;
}

export interface AgencySandbox {
  /** e.g. http://localhost:4030 */
  url: string;
  /** The portal's AGENCY_* settings for this sandbox. */
  env: AgencySandboxEnv;
  /** API calls received (control calls not counted) and those refused for the key. */
  stats(): { calls: number; unauthorized: number };
  /** Replaces the current fault; throws a TypeError for an invalid description. */
  setFaults(faults: AgencyFaults): void;
  resetFaults(): void;
  /** Idempotent. */
  close(): Promise<void>;
}

export function startAgencySandbox(options?: AgencySandboxOptions): Promise<AgencySandbox>;
