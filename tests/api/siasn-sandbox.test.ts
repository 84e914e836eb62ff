import { crc32, inflateSync } from 'node:zlib';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileTypeFromBuffer } from 'file-type';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { READ_SECTIONS, generateProvince } from '../../sandboxes/siasn/data/index.mjs';
import { photoType } from '../../sandboxes/siasn/photo.mjs';
import { startSiasnSandbox, type SiasnSandbox } from '../../sandboxes/siasn/server.mjs';
import { TODAY } from '../helpers/siasn-province';
import { NIP, NOT_FOUND, STRANGER, UNKNOWN_RESOURCE, call, ssoRequest, tokensOf, wso2Request } from '../helpers/siasn-sandbox-http';

// The SIASN sandbox over HTTP (siasn-protocol.md): tokens, authorization, the read and reference
// APIs. Faults, bad requests and determinism: siasn-sandbox-faults.test.ts.
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const province = generateProvince({ today: TODAY });
const person = province.findByNip(NIP)!;
// Two people whose photo SIASN keeps as a PNG (the others' are JPEG: siasn-sandbox-photo.test.ts).
const [pngPerson, otherPngPerson] = province.people.filter((p) => photoType(p.pnsId) === 'image/png');

let sandbox: SiasnSandbox;
let headers: Record<string, string>;

const api = (path: string, init: RequestInit = {}, target = sandbox, auth = headers) => call(`${target.env.SIASN_API_BASE}${path}`, { ...init, headers: { ...auth, ...(init.headers as object) } });
const ref = (path: string, target = sandbox, auth = headers) => call(`${target.env.SIASN_REF_API_BASE}${path}`, { headers: { Authorization: auth.Authorization } });


beforeAll(async () => {
  sandbox = await startSiasnSandbox({ port: 0, today: TODAY });
  headers = await tokensOf(sandbox);
});
afterAll(() => sandbox.close());
afterEach(() => sandbox.resetFaults());

describe('token endpoints', () => {
  it('WSO2 client credentials: the protocol shape; a wrong secret or grant is refused', async () => {
    const e = sandbox.env;
    const good = await wso2Request(sandbox, e.SIASN_WSO2_CLIENT_ID, e.SIASN_WSO2_CLIENT_SECRET);
    expect(good.status).toBe(200);
    expect(good.json).toEqual({ access_token: expect.stringMatching(/^[0-9a-f]{48}$/), scope: 'default', token_type: 'Bearer', expires_in: 3600 });
    const bad = await wso2Request(sandbox, e.SIASN_WSO2_CLIENT_ID, 'not-the-secret');
    expect(bad).toMatchObject({ status: 401, json: { error: 'invalid_client' } });
    expect((await wso2Request(sandbox, 'someone-else', e.SIASN_WSO2_CLIENT_SECRET)).status).toBe(401);
    expect((await wso2Request(sandbox, e.SIASN_WSO2_CLIENT_ID, e.SIASN_WSO2_CLIENT_SECRET, 'password')).status).toBe(400);
    expect((await call(e.SIASN_WSO2_TOKEN_URL, { method: 'POST', body: 'grant_type=client_credentials' })).status).toBe(401);
    expect((await call(e.SIASN_WSO2_TOKEN_URL)).status).toBe(405);
  });

  it('SSO password grant: a Keycloak answer with an HS256 JWT carrying the claims of protocol 1.2', async () => {
    const good = await ssoRequest(sandbox);
    expect(good.status).toBe(200);
    const body = good.json as Record<string, string | number>;
    expect(body).toMatchObject({ expires_in: 43200, token_type: 'Bearer', 'not-before-policy': 0, refresh_token: expect.any(String), session_state: expect.any(String) });
    const [head, claims] = String(body.access_token).split('.').slice(0, 2).map((part) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')));
    expect(head).toMatchObject({ alg: 'HS256', typ: 'JWT' });
    expect(claims).toMatchObject({ iss: `${sandbox.url}/auth/realms/public-siasn`, aud: 'account', typ: 'Bearer', azp: sandbox.env.SIASN_SSO_CLIENT_ID, session_state: body.session_state });
    expect(claims.exp - claims.iat).toBe(43200);
    expect(claims).toHaveProperty('jti');
    expect(claims).toHaveProperty('sub');
  });

  it('SSO: a wrong password is invalid_grant, a wrong client invalid_client, another grant 400', async () => {
    expect(await ssoRequest(sandbox, { password: 'wrong' })).toMatchObject({ status: 401, json: { error: 'invalid_grant', error_description: 'Invalid user credentials' } });
    expect(await ssoRequest(sandbox, { username: STRANGER })).toMatchObject({ status: 401, json: { error: 'invalid_grant' } });
    expect(await ssoRequest(sandbox, { client_id: 'other' })).toMatchObject({ status: 401, json: { error: 'invalid_client' } });
    expect((await ssoRequest(sandbox, { grant_type: 'client_credentials' })).status).toBe(400);
  });
});

describe('authorization of API calls', () => {
  const INVALID_CREDENTIALS = { code: '900901', message: 'Invalid Credentials', description: 'Invalid Credentials. Make sure you have provided the correct security credentials' };
  const path = `/pns/data-utama/${NIP}`;

  it('refuses a call without a WSO2 token (900901) or without a valid SSO token (invalid or expired jwt), and counts them', async () => {
    const before = sandbox.stats().unauthorized;
    expect(await api(path, {}, sandbox, {})).toMatchObject({ status: 401, json: INVALID_CREDENTIALS });
    expect(await api(path, {}, sandbox, { Auth: headers.Auth })).toMatchObject({ status: 401, json: INVALID_CREDENTIALS });
    expect(await api(path, {}, sandbox, { Authorization: headers.Authorization })).toMatchObject({ status: 401, json: { message: 'invalid or expired jwt' } });
    const forged = `${headers.Auth.slice(0, -4)}AAAA`;
    expect(await api(path, {}, sandbox, { Authorization: headers.Authorization, Auth: forged })).toMatchObject({ status: 401, json: { message: 'invalid or expired jwt' } });
    // The SSO token is no WSO2 token.
    expect((await api(path, {}, sandbox, { Authorization: headers.Auth.replace('bearer', 'Bearer'), Auth: headers.Auth })).status).toBe(401);
    expect(sandbox.stats().unauthorized - before).toBe(5);
  });

  it('takes the scheme in any case; the reference API needs only the WSO2 token', async () => {
    const upper = { Authorization: headers.Authorization.replace('Bearer', 'BEARER'), Auth: headers.Auth.replace('bearer', 'Bearer') };
    expect((await api(path, {}, sandbox, upper)).status).toBe(200);
    expect((await ref('/agama/search')).status).toBe(200);
    expect((await call(`${sandbox.env.SIASN_REF_API_BASE}/agama/search`)).status).toBe(401);
  });

  it('tokens expire after their lifetime', async () => {
    const short = await startSiasnSandbox({ port: 0, today: TODAY, wso2Seconds: 1, ssoSeconds: 1 });
    try {
      const auth = await tokensOf(short);
      expect((await api(path, {}, short, auth)).status).toBe(200);
      await sleep(1_100);
      expect(await api(path, {}, short, auth)).toMatchObject({ status: 401, json: INVALID_CREDENTIALS });
      expect(short.stats()).toMatchObject({ wso2Issued: 1, ssoIssued: 1, calls: 2, unauthorized: 1 });
    } finally {
      await short.close();
    }
  });

  it('expireTokens() (and POST /__control/expire-tokens) refuse every token issued so far', async () => {
    const other = await startSiasnSandbox({ port: 0, today: TODAY });
    try {
      let auth = await tokensOf(other);
      other.expireTokens();
      expect((await api(path, {}, other, auth)).status).toBe(401);
      auth = await tokensOf(other);
      expect((await api(path, {}, other, auth)).status).toBe(200);
      expect((await call(`${other.url}/__control/expire-tokens`, { method: 'POST' })).status).toBe(200);
      expect((await api(path, {}, other, auth)).status).toBe(401);
      const issued = other.issuedTokens();
      expect(issued).toEqual(expect.arrayContaining([auth.Authorization.slice(7), auth.Auth.slice(7)]));
      expect(issued).toHaveLength(6); // two WSO2, two SSO access and their refresh tokens
      // The browser test's token scan reads the same list over HTTP.
      expect((await call(`${other.url}/__control/issued-tokens`)).json).toEqual({ tokens: issued });
    } finally {
      await other.close();
    }
  });
});

describe('read endpoints', () => {
  it('every read section answers {code: 1, data} for a demo NIP (not-found where the data layer has none)', async () => {
    for (const [template, section] of Object.entries(READ_SECTIONS)) {
      const answer = await api(template.replace('{nip}', NIP));
      const expected = section === 'nilaiIpasn' ? province.nilaiIpasn(NIP) : province[section](NIP);
      if (expected === null) expect(answer, template).toMatchObject({ status: 404, json: NOT_FOUND });
      else expect(answer, template).toMatchObject({ status: 200, type: 'application/json', json: { code: 1, data: expected } });
    }
    // Only the part-time endpoint is empty for the demo user.
    expect(Object.values(READ_SECTIONS).filter((s) => s !== 'nilaiIpasn' && province[s](NIP) === null)).toEqual(['dataUtamaParuhWaktu']);
  });

  it('an unknown or malformed NIP and an unknown PNS id are SIASN\'s not-found envelope; another method is 405', async () => {
    for (const nip of [STRANGER, '123', 'not-a-nip', `${NIP}0`, '198807202011013003']) {
      expect(await api(`/pns/rw-jabatan/${nip}`), nip).toMatchObject({ status: 404, json: NOT_FOUND });
    }
    expect(await api(`/pns/photo/${'0'.repeat(32)}`)).toMatchObject({ status: 404, json: NOT_FOUND });
    expect((await api(`/pns/data-utama/${NIP}`, { method: 'POST', body: '{}' })).status).toBe(405);
  });

  it('a path no route takes is the gateway\'s 404 fault, not SIASN\'s envelope: below the API base, the reference base and outside both', async () => {
    for (const path of [`/pns/rw-nothing/${NIP}`, '/nothing', `/pns/rw-jabatan/${NIP}/extra`, '/skp22/delete/x', '/hukdis/delete/x']) {
      expect(await api(path, { method: path.includes('/delete/') ? 'DELETE' : 'GET' }), path).toMatchObject({ status: 404, type: 'application/json', json: UNKNOWN_RESOURCE });
    }
    expect(await ref('/gaji/search')).toMatchObject({ status: 404, json: UNKNOWN_RESOURCE });
    for (const target of ['/elsewhere', '/apisiasn/2.0/pns/data-utama/' + NIP, '/__control/nothing']) {
      expect(await call(`${sandbox.url}${target}`), target).toMatchObject({ status: 404, json: UNKNOWN_RESOURCE });
    }
  });

  it('nilaiipasn answers the one current score with its created_at, by path, ?nipBaru= or ?nip=; tahun changes nothing', async () => {
    const current = province.nilaiIpasn(NIP)!;
    expect(current.created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(current).not.toHaveProperty('tahun');
    const forms = [`/pns/nilaiipasn/${NIP}`, `/pns/nilaiipasn/${NIP}?nipBaru=${NIP}`, `/pns/nilaiipasn?nip=${NIP}`, `/pns/nilaiipasn?nipBaru=${NIP}`];
    for (const path of [...forms, `/pns/nilaiipasn/${NIP}?tahun=2020`, `/pns/nilaiipasn?nip=${NIP}&tahun=abc`]) {
      expect((await api(path)).json, path).toEqual({ code: 1, data: current });
    }
    expect(await api(`/pns/nilaiipasn/${STRANGER}`)).toMatchObject({ status: 404, json: NOT_FOUND });
  });

  it('the photo is a real PNG (valid chunks, 240x320), the same bytes for the same person', async () => {
    const res = await fetch(`${sandbox.env.SIASN_API_BASE}/pns/photo/${pngPerson.pnsId}`, { headers });
    expect(res.headers.get('content-type')).toBe('image/png');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 8).equals(PNG)).toBe(true);
    expect(await fileTypeFromBuffer(bytes)).toEqual({ ext: 'png', mime: 'image/png' });
    const chunks: { type: string; data: Buffer }[] = [];
    for (let at = 8; at < bytes.length;) {
      const length = bytes.readUInt32BE(at);
      const type = bytes.toString('ascii', at + 4, at + 8);
      const data = bytes.subarray(at + 8, at + 8 + length);
      expect(bytes.readUInt32BE(at + 8 + length), `${type} CRC`).toBe(crc32(bytes.subarray(at + 4, at + 8 + length)));
      chunks.push({ type, data });
      at += 12 + length;
    }
    expect(chunks.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    const [width, height] = [chunks[0].data.readUInt32BE(0), chunks[0].data.readUInt32BE(4)];
    expect([width, height, chunks[0].data[8], chunks[0].data[9]]).toEqual([240, 320, 8, 2]);
    expect(inflateSync(chunks[1].data)).toHaveLength((1 + width * 3) * height);
    const again = Buffer.from(await (await fetch(`${sandbox.env.SIASN_API_BASE}/pns/photo/${pngPerson.pnsId}`, { headers })).arrayBuffer());
    expect(again.equals(bytes)).toBe(true);
    const other = Buffer.from(await (await fetch(`${sandbox.env.SIASN_API_BASE}/pns/photo/${otherPngPerson.pnsId}`, { headers })).arrayBuffer());
    expect(other.equals(bytes)).toBe(false);
  });

  it('ref-unor pages by limit and offset with PascalCase rows and the count', async () => {
    const all = province.refUnor();
    const first = (await api('/referensi/ref-unor?limit=10&offset=0')).json as { code: number; count: number; data: Record<string, unknown>[] };
    expect(first).toMatchObject({ code: 1, count: all.length });
    expect(first.data).toEqual(all.slice(0, 10));
    expect(Object.keys(first.data[0])).toEqual(['Id', 'InstansiId', 'DiatasanId', 'EselonId', 'NamaUnor', 'NamaJabatan', 'CepatKode', 'IndukUnorId', 'PemimpinPnsId', 'JenisUnorId']);
    const last = (await api(`/referensi/ref-unor?limit=10&offset=${all.length - 3}`)).json as { data: unknown[] };
    expect(last.data).toEqual(all.slice(-3));
    expect(((await api(`/referensi/ref-unor?limit=10&offset=${all.length}`)).json as { data: unknown[] }).data).toEqual([]);
  });

  it('pengadaan lists formation year tahun: everyone appointed the year after (NIP digits 9-12), periode = tahun, paged until a short page', async () => {
    const expected = province.people.filter((p) => p.nip.slice(8, 12) === '2011').map((p) => p.nip).sort();
    const rows: Record<string, unknown>[] = [];
    for (let offset = 0; ; offset += 25) {
      const page = (await api(`/pengadaan/list-pengadaan-instansi?tahun=2010&limit=25&offset=${offset}`)).json as { code: number; count: number; data: Record<string, unknown>[] };
      expect(page).toMatchObject({ code: 1, count: expected.length });
      rows.push(...page.data);
      if (page.data.length < 25) break;
    }
    expect(rows.map((r) => r.nip)).toEqual(expected);
    expect(new Set(rows.map((r) => r.periode))).toEqual(new Set(['2010']));
    const own = rows.find((r) => r.nip === NIP);
    expect(Object.keys(own ?? {}).sort()).toEqual([
      'gaji_pokok', 'golongan_id', 'id', 'instansi_id', 'jenis_formasi_id', 'jenis_formasi_nama', 'mk_bulan', 'mk_tahun', 'nama', 'nip', 'no_pertek', 'no_peserta', 'no_sk',
      'orang_id', 'path_ttd_pertek', 'path_ttd_sk', 'pendidikan_id', 'periode', 'tgl_kontrak_akhir', 'tgl_kontrak_mulai', 'tgl_pertek', 'tgl_sk', 'tk_pendidikan_id',
    ]);
    expect(own).toMatchObject({
      orang_id: person.pnsId, golongan_id: '31', no_peserta: expect.stringMatching(/^2010/), path_ttd_sk: `pengadaan/2010/${person.pnsId}_sk.pdf`,
      tgl_sk: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    });
    const pppk = (await api('/pengadaan/list-pengadaan-instansi?tahun=2021&limit=500')).json as { data: Record<string, string>[] };
    expect(pppk.data.find((r) => r.nip.slice(12, 14) === '21')).toMatchObject({ periode: '2021', tgl_kontrak_mulai: expect.stringMatching(/^2022-\d{2}-\d{2}$/) });
    expect(((await api('/pengadaan/list-pengadaan-instansi?tahun=2011&limit=500')).json as { data: Record<string, string>[] }).data.map((r) => r.nip)).not.toContain(NIP);
    expect((await api('/pengadaan/list-pengadaan-instansi?tahun=1950')).json).toEqual({ code: 1, count: 0, data: [] });
  });

  it('usulan: the agency\'s proposals with the status codes of protocol 6.5, the person\'s among them; nip is no filter', async () => {
    const answer = (await api('/imut/simpeg/usulan/list')).json as { code: number; count: number; data: Record<string, string>[] };
    expect(answer.code).toBe(1);
    const own = answer.data.filter((row) => row.nip === NIP);
    expect(own.length).toBeGreaterThanOrEqual(1);
    expect(own.length).toBeLessThan(answer.data.length);
    for (const row of own) {
      expect(row).toMatchObject({
        id: expect.any(String), nip: NIP, nama: person.fullName, instansi_id: expect.any(String), no_surat_usulan: expect.any(String), jenis_layanan_id: expect.any(String),
        jenis_layanan_nama: expect.any(String), status_usulan: expect.stringMatching(/^\d+$/), status_usulan_nama: expect.any(String),
        tgl_usulan: expect.stringMatching(/^\d{2}-\d{2}-\d{4}$/), tgl_update: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/), keterangan: expect.any(String),
      });
    }
    expect((await api(`/imut/simpeg/usulan/list?nip=${STRANGER}`)).json).toEqual(answer);
  });

  it('the reference API serves {results} for the ten lists, paged; an unknown list is not found', async () => {
    const names = ['agama', 'golongan', 'eselon', 'jenis-jabatan', 'tingkat-pendidikan', 'latihan-struktural', 'jenis-diklat', 'kedudukan-hukum', 'ref-dokumen', 'jabatan-fungsional'];
    for (const name of names) {
      const { results } = (await ref(`/${name}/search?limit=100&offset=0`)).json as { results: { id: string; nama: string }[] };
      expect(results.length, name).toBeGreaterThan(0);
      for (const row of results) expect(row, name).toMatchObject({ id: expect.any(String), nama: expect.any(String) });
    }
    const golongan = (await ref('/golongan/search')).json as { results: unknown[] };
    expect(golongan.results).toHaveLength(17);
    expect(golongan.results).toContainEqual({ id: '41', nama: 'IV/a', namaPangkat: 'Pembina' });
    expect(((await ref('/golongan/search?limit=5&offset=15')).json as { results: unknown[] }).results).toHaveLength(2);
  });
});
