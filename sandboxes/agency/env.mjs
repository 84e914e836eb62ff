// The AGENCY_* variables that point a portal at an agency gateway sandbox, its demo API key, and
// the size of its employee list from the environment.
// Kept apart from server.mjs so scripts/lib/portal-env.mjs can read them without loading the
// SIASN data layer the sandbox draws its people from.

export const SANDBOX_API_KEY = 'sandbox-agency-key';

/** The portal's AGENCY_* settings for a sandbox at `origin` (e.g. http://localhost:4030). */
export function agencyEnvFor(origin, apiKey = SANDBOX_API_KEY) {
  return {
    AGENCY_API_BASE: origin,
    AGENCY_API_KEY: apiKey,
  };
}

/** AGENCY_SANDBOX_EMPLOYEE_ROWS of `env` as the sandbox's `employeeRows` (unset or not a number: 0, the province alone). */
export function employeeRowsFrom(env) {
  const text = env.AGENCY_SANDBOX_EMPLOYEE_ROWS ?? '';
  return /^\d{1,7}$/.test(text) ? Number(text) : 0;
}
