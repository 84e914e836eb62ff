// The AGENCY_* variables that point a portal at an agency gateway sandbox, and its demo API key.
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
