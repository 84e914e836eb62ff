import { NextResponse, type NextRequest } from 'next/server';
import { prerenderedScriptHashes } from '@/server/http/prerendered-script-hashes';
import { isHttps, pagePolicy, securityHeaders } from '@/server/http/security-headers';
import { PROCESS_HEADER, processName } from '@/server/http/process-name';

// The build folder, as next.config.mjs chooses it.
const DIST_DIR = process.env.NEXT_DIST_DIR || '.next';

/**
 * Security headers on every page, with a fresh CSP nonce per request. The nonce reaches
 * pages/_document.tsx through the `x-nonce` request header. API answers get theirs from the
 * API wrapper (server/http/api-route.ts).
 */
export function proxy(request: NextRequest) {
  const https = isHttps(request.nextUrl.protocol, request.headers.get('x-forwarded-proto'));
  const nonce = Buffer.from(crypto.randomUUID()).toString('base64');
  const development = process.env.NODE_ENV === 'development';
  const scriptHashes = development ? [] : prerenderedScriptHashes(DIST_DIR);
  const headers = securityHeaders({ https, policy: pagePolicy({ nonce, scriptHashes, development }) });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('x-nonce', nonce);
  requestHeaders.set('Content-Security-Policy', headers['Content-Security-Policy']);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  const portalProcess = processName();
  if (portalProcess) response.headers.set(PROCESS_HEADER, portalProcess);
  return response;
}

export const config = {
  // Bundles and public files are ours and immutable: no per-request work for them. Not /api:
  // Next buffers the whole body of any request that passes a proxy, and uploads must stream.
  // `/` is the basePath itself, which the pattern alone does not match.
  matcher: ['/', '/((?!api/|_next/static|_next/image|favicon).*)'],
};
