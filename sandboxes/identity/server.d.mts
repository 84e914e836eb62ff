// Types for TypeScript callers (tests, scripts) of server.mjs.
export interface IdentitySandboxOptions {
  /** 0 picks a free port (tests). Default 4010. */
  port?: number;
  /** Listen address and host of the issuer URLs. Default 'localhost'. */
  host?: string;
  /** Where the signing keys are kept. Default './data/identity-sandbox'. */
  dataDir?: string;
  /** Portal origins allowed as redirect targets. Default ['http://localhost:3000']. */
  redirectOrigins?: string[];
  /** Source of the *_CLIENT_SECRET and IDENTITY_SANDBOX_COOKIE_KEYS values. Default process.env. */
  env?: Record<string, string | undefined>;
}

export interface IdentitySandbox {
  /** e.g. http://localhost:4010 */
  url: string;
  /** Issuer URL per issuer key, e.g. { simaster: 'http://localhost:4010/simaster', ... } */
  issuers: Record<'simaster' | 'pttpk' | 'google', string>;
  close(): Promise<void>;
}

export function startIdentitySandbox(options?: IdentitySandboxOptions): Promise<IdentitySandbox>;
