import { z } from 'zod';

/** Why a line of the connection check is not green (docs/deploy.md section 3). */
export const PROBE_REASON_CODES = ['NOT_CONFIGURED', 'DNS', 'TLS', 'TIMEOUT', 'NETWORK', 'UNAUTHORIZED', 'NOT_FOUND', 'HTTP', 'NOT_JSON', 'SHAPE', 'BLOCKED'] as const;
export type ProbeReasonCode = (typeof PROBE_REASON_CODES)[number];

export const ProbeReasonSchema = z.object({ code: z.enum(PROBE_REASON_CODES), detail: z.string() });
export type ProbeReason = z.infer<typeof ProbeReasonSchema>;

/** One service's line: null where the probe never got that far. */
export const ConnectionLineSchema = z.object({
  service: z.string(),
  label: z.string(),
  status: z.enum(['ok', 'failed', 'not-configured']),
  reachable: z.boolean().nullable(),
  authenticated: z.boolean().nullable(),
  shapeOk: z.boolean().nullable(),
  latencyMs: z.number().int().nonnegative().nullable(),
  reason: ProbeReasonSchema.nullable(),
});
export type ConnectionLine = z.infer<typeof ConnectionLineSchema>;

export const ConnectionReportSchema = z.object({ checkedAt: z.string(), ok: z.boolean(), lines: z.array(ConnectionLineSchema) });
export type ConnectionReport = z.infer<typeof ConnectionReportSchema>;
