// The SMTP_URL that points a portal at a mail sandbox. Kept apart from server.mjs so
// scripts/lib/portal-env.mjs can read it without starting anything.

/** The portal's SMTP_URL for a mail sandbox listening for SMTP on `host`:`smtpPort`. */
export function mailEnvFor(smtpPort, host = 'localhost') {
  return { SMTP_URL: `smtp://${host}:${smtpPort}` };
}
