// Types for TypeScript callers of env.mjs.
import type { AgencySandboxEnv } from './server.mjs';

export const SANDBOX_API_KEY: string;
export function agencyEnvFor(origin: string, apiKey?: string): AgencySandboxEnv;
/** AGENCY_SANDBOX_EMPLOYEE_ROWS as a row count; 0 when unset or not a number. */
export function employeeRowsFrom(env: Record<string, string | undefined>): number;
