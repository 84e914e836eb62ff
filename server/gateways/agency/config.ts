import { z } from 'zod';

const optionalUrl = z.url().optional().catch(undefined);
const optionalText = z.string().trim().min(1).optional().catch(undefined);

const AgencyEnv = z.object({
  /** The gateway's origin (or base path), e.g. http://localhost:4030. */
  AGENCY_API_BASE: optionalUrl,
  /** Sent as X-Api-Key. */
  AGENCY_API_KEY: optionalText,
  /** Per HTTP call. */
  AGENCY_TIMEOUT_MS: z.coerce.number().int().positive().catch(10_000),
  /** How long an answer is reused without asking the agency (per NIP). */
  AGENCY_CACHE_SECONDS: z.coerce.number().int().nonnegative().catch(300),
});

export type AgencyConfig = z.infer<typeof AgencyEnv>;

/** Read on every call, so tests can change process.env between cases; never throws. */
export function getAgencyConfig(): AgencyConfig {
  return AgencyEnv.parse(process.env);
}

/** The variables a call needs that are unset or malformed (names only, never values). */
export function missingAgencyConfig(config: AgencyConfig): string[] {
  return (['AGENCY_API_BASE', 'AGENCY_API_KEY'] as const).filter((name) => config[name] === undefined);
}
