import { NextResponse, type NextRequest } from 'next/server';
import { isHttps } from '@/server/http/security-headers';
import { NONCE_HEADER, newNonce, pageHeaders } from '@/server/http/page-headers';

/**
 * Security headers on the pages that are not rendered through guardedPageProps (prerendered
 * pages, the 404 of any unknown address, Beranda, sign-in), with a fresh CSP nonce per request.
 * The nonce reaches pages/_document.tsx through the `x-nonce` request header. The pages of
 * guardedPageProps set the same headers themselves (server/http/page-headers.ts): a proxy costs
 * every view ~0.5 ms of Node (issue 34). API answers get theirs from the API wrapper
 * (server/http/api-route.ts).
 */
export function proxy(request: NextRequest) {
  const nonce = newNonce();
  const headers = pageHeaders({ nonce, https: isHttps(request.nextUrl.protocol, request.headers.get('x-forwarded-proto')) });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set(NONCE_HEADER, nonce);
  requestHeaders.set('Content-Security-Policy', headers['Content-Security-Policy']);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

export const config = {
  // Bundles and public files are ours and immutable: no per-request work for them. Not /api:
  // Next buffers the whole body of any request that passes a proxy, and uploads must stream.
  // Not the pages of guardedPageProps, each address exactly as its page file gives it (checked
  // against pages/ by tests/unit/proxy-matcher.test.ts): anything longer under them is an unknown
  // address and keeps the proxy, as do their `_next/data` requests (`.json`).
  // `/` is the basePath itself, which the pattern alone does not match.
  matcher: [
    '/',
    '/((?!api/|_next/static|_next/image|favicon|(?:admin/akses-data|admin/announcements|admin/koneksi|admin/ratings|admin/references|admin/users|coaching-clinic|coaching-clinic/[^/]+|dashboard|feed|feed/[^/]+|layanan-keuangan|layanan-keuangan/[^/]+|layanan-keuangan/logs|layanan-keuangan/pengajuan|layanan-keuangan/pengajuan/[^/]+|layanan-keuangan/pengajuan/baru|layanan-keuangan/simulasi|layanan-siasn/jobs|layanan-siasn/kp|layanan-siasn/laporan-ip-asn|layanan-siasn/laporan-pegawai|layanan-siasn/pemberhentian|layanan-siasn/pengadaan|layanan-siasn/peta-jabatan|layanan-siasn/referensi-jft|layanan-siasn/unor|layanan/kepegawaian/kelola|layanan/kepegawaian/kelola/[^/]+|layanan/kepegawaian/kelola/baru|logs/siasn|logs/siasn-calls|mail|mail/[^/]+|meetings|notifications|pegawai|pegawai/[^/]+/.+|pegawai/[^/]+/ip-asn|pemutakhiran-data/.+|pemutakhiran-data/gelar|pemutakhiran-data/ip-asn|pemutakhiran-data/kesehatan-data|pemutakhiran-data/riwayat-akses|podcasts|podcasts/[^/]+|podcasts/kelola|podcasts/kelola/[^/]+|profile|profile/[^/]+|profile/history|profile/notifikasi|rekon|saved-replies|subscriptions|tickets|tickets/[^/]+|tickets/create|webinar|webinar/[^/]+|webinar/kelola/[^/]+|webinar/kelola/baru)$).*)',
  ],
};
