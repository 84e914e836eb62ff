// The BANK_* variables that point a portal at a bank sandbox and the sandbox's demo partner
// credentials. Kept apart from server.mjs so scripts/lib/portal-env.mjs can read them without
// starting anything.

export const SANDBOX_PARTNER = {
  partnerId: 'bkd-jatim-helpdesk',
  apiKey: 'sandbox-bank-key',
};

/** The portal's BANK_* settings for a sandbox at `origin` (e.g. http://localhost:4050). */
export function bankEnvFor(origin, partner = SANDBOX_PARTNER) {
  return {
    BANK_API_BASE: origin,
    BANK_PARTNER_ID: partner.partnerId,
    BANK_API_KEY: partner.apiKey,
  };
}
