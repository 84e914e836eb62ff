
/**
 * Security headers of every page and API answer (docs/security.md): pages get them from
 * proxy.ts, API answers from the API wrapper and the next-auth route (the proxy skips /api:
 * with a proxy in front, Next buffers every request body, which would defeat streamed uploads).
 */

const directives = (entries: Record<string, string>) =>
  Object.entries(entries)
    .map(([name, value]) => (value ? `${name} ${value}` : name))
    .join('; ');

export interface PagePolicyOptions {
  nonce: string;
  /** Hash sources of the inline scripts of prerendered pages (prerendered-script-hashes.ts). */
  scriptHashes?: string[];
  /** `next dev` only: React's development build evaluates code for its error overlay. */
  development?: boolean;
}

/**
 * The policy of an HTML page. Scripts: our own origin, this request's nonce (pages rendered per
 * request) and the hashes of the prerendered pages' inline bootstrap scripts; nothing inline
 * without one of them. Not `'strict-dynamic'`: it turns `'self'` off, and most pages are
 * prerendered at build time (no request, so no nonce on their `<script src>` tags).
 * Styles: antd's CSS-in-JS inserts `<style>` elements at run time, hence `'unsafe-inline'`
 * for styles only (a nonce next to it would switch it off).
 */
export function pagePolicy({ nonce, scriptHashes = [], development = false }: PagePolicyOptions): string {
  const scripts = ["'self'", `'nonce-${nonce}'`, ...scriptHashes, ...(development ? ["'unsafe-eval'"] : [])];
  return directives({
    'default-src': "'self'",
    'script-src': scripts.join(' '),
    'style-src': "'self' 'unsafe-inline'",
    // Avatars come from the identity providers (e.g. Google's image host).
    'img-src': "'self' data: blob: https:",
    'font-src': "'self' data:",
    'connect-src': "'self'",
    'object-src': "'none'",
    'base-uri': "'self'",
    'form-action': "'self'",
    'frame-ancestors': "'none'",
  });
}

/** API answers are data, never documents: nothing may load or run in them, nor frame them. */
export const API_POLICY = directives({ 'default-src': "'none'", 'frame-ancestors': "'none'" });

export interface SecurityHeaderOptions {
  /** The request arrived over https (directly or at the reverse proxy). */
  https: boolean;
  /** The page's CSP; API answers get API_POLICY. */
  policy: string;
}

export function securityHeaders({ https, policy }: SecurityHeaderOptions): Record<string, string> {
  return {
    'Content-Security-Policy': policy,
    'X-Content-Type-Options': 'nosniff',
    // Ticket and profile URLs carry ids: other sites never see them.
    'Referrer-Policy': 'same-origin',
    // For browsers that predate frame-ancestors.
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    // HSTS over plain http is ignored by browsers and would pin a local setup; send it on https only.
    ...(https ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/** Behind the agency's TLS-terminating proxy the scheme arrives in X-Forwarded-Proto. */
export function isHttps(protocol: string, forwardedProto: string | null): boolean {
  const forwarded = forwardedProto?.split(',')[0]?.trim().toLowerCase();
  return forwarded ? forwarded === 'https' : protocol === 'https:';
}
