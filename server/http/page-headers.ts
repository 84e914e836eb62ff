import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { prerenderedScriptHashes } from './prerendered-script-hashes';
import { PROCESS_HEADER, processName } from './process-name';
import { isHttps, pagePolicy, securityHeaders } from './security-headers';

/** The request header that hands a page's CSP nonce to pages/_document.tsx. */
export const NONCE_HEADER = 'x-nonce';

// The build folder, as next.config.mjs chooses it.
const DIST_DIR = process.env.NEXT_DIST_DIR || '.next';

/** A fresh nonce for one page answer's scripts. */
export const newNonce = () => Buffer.from(crypto.randomUUID()).toString('base64');

/** The headers of an HTML page whose scripts carry `nonce` (docs/security.md). */
export function pageHeaders({ nonce, https }: { nonce: string; https: boolean }): Record<string, string> {
  const development = process.env.NODE_ENV === 'development';
  const scriptHashes = development ? [] : prerenderedScriptHashes(DIST_DIR);
  const headers = securityHeaders({ https, policy: pagePolicy({ nonce, scriptHashes, development }) });
  const portalProcess = processName();
  return portalProcess ? { ...headers, [PROCESS_HEADER]: portalProcess } : headers;
}

/**
 * The page headers of a server-rendered page that proxy.ts does not run for (its matcher leaves
 * out the pages of guardedPageProps, issue 34: the proxy cost every view ~0.5 ms of Node): set on
 * the answer, whatever it turns out to be (the page, a redirect to sign-in), and the nonce handed
 * on to the document as the proxy hands it, in the request's headers. Nothing when the proxy ran
 * (e.g. for a page's `_next/data` request), so one answer never gets two policies.
 */
export function applyPageHeaders(req: IncomingMessage, res: ServerResponse): void {
  if (typeof req.headers[NONCE_HEADER] === 'string' || res.headersSent) return;
  const nonce = newNonce();
  const forwarded = req.headers['x-forwarded-proto'];
  const protocol = (req.socket as TLSSocket | undefined)?.encrypted ? 'https:' : 'http:';
  const headers = pageHeaders({ nonce, https: isHttps(protocol, typeof forwarded === 'string' ? forwarded : null) });
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  req.headers[NONCE_HEADER] = nonce;
  // Next reads the nonce of its own inline scripts from the request's policy.
  req.headers['content-security-policy'] = headers['Content-Security-Policy'];
}
