import { z } from 'zod';

const optionalUrl = z.url().optional().catch(undefined);
const optionalText = z.string().trim().min(1).optional().catch(undefined);
const seconds = (fallback: number) => z.coerce.number().int().nonnegative().catch(fallback);

const SiasnEnv = z.object({
  SIASN_API_BASE: optionalUrl,
  SIASN_REF_API_BASE: optionalUrl,
  SIASN_WSO2_TOKEN_URL: optionalUrl,
  SIASN_WSO2_CLIENT_ID: optionalText,
  SIASN_WSO2_CLIENT_SECRET: optionalText,
  SIASN_SSO_TOKEN_URL: optionalUrl,
  SIASN_SSO_CLIENT_ID: optionalText,
  SIASN_SSO_USERNAME: optionalText,
  SIASN_SSO_PASSWORD: optionalText,
  /** Per HTTP call, token calls too. */
  SIASN_TIMEOUT_MS: z.coerce.number().int().positive().catch(20_000),
  /** How long a read is served from the cache without asking SIASN. */
  SIASN_CACHE_SECONDS: seconds(300),
  /** How long a copy is kept to answer with while SIASN cannot be reached. */
  SIASN_STALE_SECONDS: seconds(86_400),
  REDIS_URL: optionalText,
  /** Agency lists (docs/personnel-admin.md section 2): rows per page, and a pause between pages. */
  SIASN_LIST_PAGE_SIZE: z.coerce.number().int().min(1).max(1_000).catch(100),
  /** A NIP the connection check reads data utama of (docs/deploy.md); unset skips that line. */
  SIASN_PROBE_NIP: z.string().regex(/^\d{18}$/).optional().catch(undefined),
  SIASN_LIST_PAGE_PAUSE_MS: z.coerce.number().int().nonnegative().catch(0),
});

export type SiasnConfig = z.infer<typeof SiasnEnv>;
export type SiasnApi = 'siasn' | 'ref';

/**
 * Read on every call so tests can change process.env between cases. Never throws: a missing or
 * malformed value is absent (and named by `missingFor`), a malformed number takes its default.
 */
export function getSiasnConfig(): SiasnConfig {
  return SiasnEnv.parse(process.env);
}

const NEEDED = {
  tokens: ['SIASN_WSO2_TOKEN_URL', 'SIASN_WSO2_CLIENT_ID', 'SIASN_WSO2_CLIENT_SECRET'],
  sso: ['SIASN_SSO_TOKEN_URL', 'SIASN_SSO_CLIENT_ID', 'SIASN_SSO_USERNAME', 'SIASN_SSO_PASSWORD'],
} as const;

/** The variables a call to `api` needs that are unset or malformed (names only, never values). */
export function missingFor(config: SiasnConfig, api: SiasnApi): string[] {
  const names = api === 'ref' ? ['SIASN_REF_API_BASE', ...NEEDED.tokens] : ['SIASN_API_BASE', ...NEEDED.tokens, ...NEEDED.sso];
  return names.filter((name) => config[name as keyof SiasnConfig] === undefined);
}

/** The base URL of `api` without a trailing slash (only once `missingFor` is empty). */
export function baseOf(config: SiasnConfig, api: SiasnApi): string {
  const base = api === 'ref' ? config.SIASN_REF_API_BASE : config.SIASN_API_BASE;
  return (base ?? '').replace(/\/+$/, '');
}
