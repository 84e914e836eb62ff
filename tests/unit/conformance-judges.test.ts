// The conformance suite's judges (tests/conformance): each kind of difference from the protocol
// reference is caught, and a request as the reference shows it passes. Every API test that drives
// the portal against the SIASN or Zoom sandbox runs its recorded requests through these.
import { describe, expect, it } from 'vitest';
import { siasnRequestProblems } from '../conformance/siasn-conformance';
import { zoomRequestProblems } from '../conformance/zoom-conformance';
import type { RecordedExchange } from '../helpers/recording-proxy';

const NIP = '199001012015011001';
const TOKENS = { authorization: 'Bearer wso2-token', auth: 'bearer sso-token', accept: 'application/json' };
const answer = { status: 200, contentType: 'application/json', body: Buffer.from('{}') };

const exchange = (method: string, target: string, headers: Record<string, string> = TOKENS, body: Buffer | string = ''): RecordedExchange => ({
  method, target, headers, body: Buffer.from(body), answer,
});
const json = (target: string, body: unknown) => exchange('POST', target, { ...TOKENS, 'content-type': 'application/json' }, JSON.stringify(body));

function multipart(target: string, parts: Record<string, string>, headers: Record<string, string> = TOKENS): RecordedExchange {
  const boundary = 'conformance-boundary';
  const body = Object.entries(parts)
    .map(([name, value]) => (name === 'file'
      ? `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n${value}\r\n`
      : `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`))
    .join('') + `--${boundary}--\r\n`;
  return exchange('POST', target, { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` }, body);
}

const API = '/apisiasn/1.0';
const REF = '/referensi_siasn/1';

describe('SIASN requests against the protocol reference', () => {
  it('passes reads, saves, deletes, uploads and token calls as the reference shows them', async () => {
    const conforming = [
      exchange('GET', `${API}/pns/data-utama/${NIP}`),
      exchange('GET', `${API}/pns/nilaiipasn/${NIP}`),
      exchange('GET', `${API}/pns/list-kp-instansi?periode=2026-10-01&limit=100&offset=0`),
      exchange('GET', `${API}/imut/simpeg/usulan/list?instansi_id=A5EB03E23BFBF6A0E040640A040252AD&limit=100&offset=200`),
      exchange('GET', `${REF}/agama/search?limit=100&offset=0`, { authorization: 'Bearer wso2-token' }),
      json(`${API}/penghargaan/save`, { id: '', pnsOrangId: 'A1', hargaId: '1', skNomor: '1', skDate: '01-01-2025', tahun: 2025, path: [] }),
      exchange('DELETE', `${API}/jabatan/delete/7b0c5d1e-0000-4000-8000-000000000001`),
      multipart(`${API}/upload-dok-rw`, { id_riwayat: 'r1', id_ref_dokumen: '872', file: '%PDF-1.4' }),
      exchange('POST', '/oauth2/token', { authorization: 'Basic aGVscGRlc2s6c2VjcmV0', 'content-type': 'application/x-www-form-urlencoded' }, 'grant_type=client_credentials'),
      exchange('POST', '/auth/realms/public-siasn/protocol/openid-connect/token', { 'content-type': 'application/x-www-form-urlencoded' }, `client_id=helpdesk&grant_type=password&username=${NIP}&password=x`),
    ];
    for (const request of conforming) expect(await siasnRequestProblems(request), request.target).toEqual([]);
  });

  it('catches what the real gateway would not know or would read otherwise', async () => {
    const cases: [RecordedExchange, string][] = [
      [exchange('GET', `${API}/pns/nilaiipasn/${NIP}?tahun=2024`), 'query tahun is not in the reference'],
      [exchange('GET', `${API}/imut/simpeg/usulan/list?nip=${NIP}`), 'query nip is not in the reference'],
      [exchange('GET', `${API}/pns/rw-ctln/${NIP}`), 'no such endpoint in the reference'],
      [exchange('DELETE', `${API}/skp22/delete/abc`), 'no such endpoint in the reference'],
      [exchange('GET', `${API}/pns/data-utama/${NIP}`, { authorization: 'Bearer wso2-token' }), 'no `Auth: bearer <sso token>`'],
      [exchange('GET', `${REF}/agama/search?limit=10&offset=0`), 'an Auth header on the reference API'],
      [json(`${API}/penghargaan/save`, { pnsOrangId: 'A1', hargaId: '1', tanggalSk: '01-01-2025' }), 'field tanggalSk is not in the reference'],
      [json(`${API}/angkakredit/save`, { pnsId: 'A1' }), 'required field rwJabatanId missing'],
      [exchange('POST', `${API}/penghargaan/save`, { ...TOKENS, 'content-type': 'text/plain' }, '{"pnsOrangId":"A1"}'), 'not application/json'],
      [multipart(`${API}/upload-dok-rw`, { id_ref_dokumen: '872', file: '%PDF-1.4' }), 'part id_riwayat missing'],
      [exchange('DELETE', `${API}/jabatan/delete/x`, TOKENS, 'unexpected'), 'a body'],
      [exchange('POST', '/oauth2/token', { 'content-type': 'application/x-www-form-urlencoded' }, 'grant_type=client_credentials'), 'no Basic credentials'],
      [exchange('POST', '/auth/realms/public-siasn/protocol/openid-connect/token', { 'content-type': 'application/x-www-form-urlencoded' }, 'client_id=a&grant_type=password&username=u&password=p&client_secret=s'), 'field client_secret is not in the reference'],
      [exchange('GET', '/elsewhere/pns/data-utama'), 'outside every SIASN base'],
    ];
    for (const [request, problem] of cases) expect((await siasnRequestProblems(request)).join('\n'), request.target).toContain(problem);
  });
});

describe("Zoom requests against Zoom's API", () => {
  const basic = { authorization: 'Basic aGVscGRlc2s6c2VjcmV0' };
  const bearer = { authorization: 'Bearer zoom-token' };

  it('takes the token grant from the form body (the SDK) or the query string (the examples)', async () => {
    const body = exchange('POST', '/oauth/token', { ...basic, 'content-type': 'application/x-www-form-urlencoded' }, 'grant_type=account_credentials&account_id=acc');
    expect(await zoomRequestProblems(body)).toEqual([]);
    expect(await zoomRequestProblems(exchange('POST', '/oauth/token?grant_type=account_credentials&account_id=acc', basic))).toEqual([]);
    expect(await zoomRequestProblems(exchange('POST', '/oauth/token?grant_type=client_credentials&account_id=acc', basic))).toEqual([expect.stringContaining('grant_type is not account_credentials')]);
    expect(await zoomRequestProblems(exchange('POST', '/oauth/token?grant_type=account_credentials', basic))).toEqual([expect.stringContaining('no account_id')]);
  });

  it('checks the meeting calls: path, query names, JSON body names and the bearer token', async () => {
    expect(await zoomRequestProblems(exchange('GET', '/v2/users/me/meetings?type=upcoming&page_size=30', bearer))).toEqual([]);
    const created = exchange('POST', '/v2/users/me/meetings', { ...bearer, 'content-type': 'application/json' }, JSON.stringify({ topic: 'Rapat', type: 2, start_time: '2026-12-07T02:00:00Z', duration: 60 }));
    expect(await zoomRequestProblems(created)).toEqual([]);
    expect((await zoomRequestProblems(exchange('GET', '/v2/users/me/meetings?status=live', bearer))).join()).toContain('query status is not in the reference');
    const misnamed = exchange('POST', '/v2/users/me/meetings', { ...bearer, 'content-type': 'application/json' }, JSON.stringify({ title: 'Rapat' }));
    expect((await zoomRequestProblems(misnamed)).join()).toContain('field title is not in the reference');
    expect((await zoomRequestProblems(exchange('DELETE', '/v2/meetings/123', {}))).join()).toContain('no `Authorization: Bearer <token>`');
    expect((await zoomRequestProblems(exchange('PATCH', '/v2/meetings/123', bearer))).join()).toContain("no such endpoint in Zoom's API");
  });
});
