// Types of gateway-faults.mjs for TypeScript callers; its functions are used by the sandboxes' JavaScript only.

/** The fault a plain JSON gateway sandbox (the agency's, Zoom's, the bank's) gives its next calls. */
export interface GatewayFaults {
  latencyMs?: number;
  status?: number;
  body?: 'malformed' | 'html';
  reset?: boolean;
  times?: number;
  /** How many matching calls pass untouched before the fault applies. */
  after?: number;
  /** A path prefix the fault is limited to (e.g. /products); unset: every call. */
  pathPrefix?: string;
}

