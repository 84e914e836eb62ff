import { NextResponse, type NextRequest } from 'next/server';
import { prerenderedScriptHashes } from '@/server/http/prerendered-script-hashes';
import { API_POLICY, isHttps, pagePolicy, securityHeaders } from '@/server/http/security-headers';

// The build folder, as next.config.mjs chooses it.
const DIST_DIR = process.env.NEXT_DIST_DIR || '.next';

/**
 * Security headers on every page and API answer, with a fresh CSP nonce per page request.
 * The nonce reaches pages/_document.tsx through the `x-nonce` request header.
 */
export function proxy(request: NextRequest) {
  const https = isHttps(request.nextUrl.protocol, request.headers.get('x-forwarded-proto'));
  if (request.nextUrl.pathname.startsWith('/api/')) {
    const response = NextResponse.next();
    for (const [name, value] of Object.entries(securityHeaders({ https, policy: API_POLICY }))) response.headers.set(name, value);
    return response;
  }
  const nonce = Buffer.from(crypto.randomUUID()).toString('base64');
  const development = process.env.NODE_ENV === 'development';
  const scriptHashes = development ? [] : prerenderedScriptHashes(DIST_DIR);
  const headers = securityHeaders({ https, policy: pagePolicy({ nonce, scriptHashes, development }) });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('x-nonce', nonce);
  requestHeaders.set('Content-Security-Policy', headers['Content-Security-Policy']);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

export const config = {
  // Bundles and public files are ours and immutable: no per-request work for them.
  // `/` is the basePath itself, which the pattern alone does not match.
  matcher: ['/', '/((?!_next/static|_next/image|favicon).*)'],
};
