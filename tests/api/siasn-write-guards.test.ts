import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import ownSave from '@/pages/api/siasn/ws/pns/rw/[kind]';
import ownDelete from '@/pages/api/siasn/ws/pns/rw/[kind]/[id]';
import adminSave from '@/pages/api/siasn/ws/admin/[nip]/rw/[kind]';
import adminDelete from '@/pages/api/siasn/ws/admin/[nip]/rw/[kind]/[id]';
import ownBiodata from '@/pages/api/siasn/ws/pns/biodata';
import adminBiodata from '@/pages/api/siasn/ws/admin/[nip]/biodata';
import ownUsulan from '@/pages/api/siasn/ws/pns/usulan';
import adminUsulan from '@/pages/api/siasn/ws/admin/[nip]/usulan';
import uploadRecordDocument from '@/pages/api/siasn/ws/upload-dok-rw';
import uploadSkKp from '@/pages/api/siasn/ws/admin/kp/upload-dok-sk-kp';
import ownSection from '@/pages/api/siasn/ws/pns/[section]';
import adminSection from '@/pages/api/siasn/ws/admin/[nip]/[section]';
import { setRateLimitStore } from '@/server/http/rate-limit';
import { MemoryRateLimitStore } from '@/server/http/rate-limit-store';
import { SIASN_WRITE_LIMIT, SIASN_WRITE_WINDOW_SECONDS } from '@/server/http/rate-limits';
import type { SessionUser } from '@/utils/session-user';
import { useApiContext } from '../helpers/api-context';
import { DEMO_NIP, demoUsers, statedPurposes } from '../helpers/personnel-fixtures';
import { validInputs } from '../helpers/personnel-write-inputs';
import { useSiasnSandbox } from '../helpers/siasn-sandbox';
import { generateProvince } from '../../sandboxes/siasn/data/index.mjs';
import { photoType } from '../../sandboxes/siasn/photo.mjs';

// What the portal checks itself before it forwards a write to SIASN or serves what SIASN sent
// (docs/personnel-writes.md "Checked before SIASN").
const ctx = useApiContext();
const siasn = useSiasnSandbox();

// PNS ids do not depend on the day: any day's province names the sandbox's people.
const province = generateProvince({ today: '2026-05-01' });
type Row = Record<string, unknown>;
type Failure = { code: string; message: string; fields?: { path: string; message: string }[] };
let pns: SessionUser;
let admin: SessionUser;
let inputs: ReturnType<typeof validInputs>;

const readOwn = async (section: string, user: SessionUser) =>
  (await ctx.api.call<{ data: Row }>(ownSection, { path: `/siasn/ws/pns/${section}`, params: { section }, user })).body.data;
const save = (kind: string, body: unknown, user: SessionUser) =>
  ctx.api.call<Failure & { id: string }>(ownSave, { method: 'POST', path: `/siasn/ws/pns/rw/${kind}`, params: { kind }, body, user });

beforeAll(async () => {
  ({ pns, admin } = await demoUsers(ctx.db));
  await statedPurposes(ctx.db, [admin]);
  inputs = validInputs(String((await readOwn('data-utama', pns)).unorId));
});
beforeEach(() => setRateLimitStore(new MemoryRateLimitStore()));

describe('a save naming another row (angka kredit -> jabatan)', () => {
  it("someone else's jabatan row is 422 REFERENCE_NOT_OWN and SIASN gets no write", async () => {
    const [foreign] = (await ctx.api.call<{ data: Row[] }>(adminSection, { path: `/siasn/ws/admin/${DEMO_NIP.user2}/jabatan`, params: { nip: DEMO_NIP.user2, section: 'jabatan' }, user: admin })).body.data;
    expect(foreign?.id).toEqual(expect.any(String));
    const writes = siasn.sandbox.stats().writes;
    const res = await save('angkakredit', { ...inputs.angkakredit, rwJabatanId: String(foreign.id) }, pns);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 'REFERENCE_NOT_OWN', message: expect.stringContaining('tidak ditemukan pada data SIASN NIP ini') });
    expect(res.body.fields).toEqual([{ path: 'rwJabatanId', message: expect.any(String) }]);
    expect(siasn.sandbox.stats().writes).toBe(writes);
  });

  it('an id SIASN does not know is refused the same way, on the admin route too', async () => {
    const writes = siasn.sandbox.stats().writes;
    const own = await save('angkakredit', { ...inputs.angkakredit, rwJabatanId: 'tidak-ada-0001' }, pns);
    expect([own.status, own.body.code]).toEqual([422, 'REFERENCE_NOT_OWN']);
    const [adminRow] = (await readOwn('jabatan', admin)) as unknown as Row[];
    const forUser = await ctx.api.call<Failure>(adminSave, {
      method: 'POST', path: `/siasn/ws/admin/${DEMO_NIP.user}/rw/angkakredit`, params: { nip: DEMO_NIP.user, kind: 'angkakredit' },
      body: { ...inputs.angkakredit, rwJabatanId: String(adminRow.id) }, user: admin,
    });
    expect([forUser.status, forUser.body.code]).toEqual([422, 'REFERENCE_NOT_OWN']);
    expect(siasn.sandbox.stats().writes).toBe(writes);
  });

  it('one of the own jabatan rows is saved and reaches SIASN', async () => {
    const [own] = (await readOwn('jabatan', pns)) as unknown as Row[];
    const writes = siasn.sandbox.stats().writes;
    const res = await save('angkakredit', { ...inputs.angkakredit, rwJabatanId: String(own.id) }, pns);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(siasn.sandbox.stats().writes).toBe(writes + 1);
  });
});

describe('the per-person limit on writes to SIASN', () => {
  it.each([
    ['POST /pns/rw/{kind}', ownSave, 'POST'],
    ['DELETE /pns/rw/{kind}/{id}', ownDelete, 'DELETE'],
    ['POST /admin/{nip}/rw/{kind}', adminSave, 'POST'],
    ['DELETE /admin/{nip}/rw/{kind}/{id}', adminDelete, 'DELETE'],
    ['POST /pns/biodata', ownBiodata, 'POST'],
    ['POST /admin/{nip}/biodata', adminBiodata, 'POST'],
    ['POST /pns/usulan', ownUsulan, 'POST'],
    ['POST /admin/{nip}/usulan', adminUsulan, 'POST'],
    ['POST /upload-dok-rw', uploadRecordDocument, 'POST'],
    ['POST /admin/kp/upload-dok-sk-kp', uploadSkKp, 'POST'],
  ] as const)('%s counts against siasn-write', (_name, handler, method) => {
    expect(handler.methods[method]?.rateLimit).toBe('siasn-write');
  });

  it(`past ${SIASN_WRITE_LIMIT} writes in ${SIASN_WRITE_WINDOW_SECONDS} s a person gets 429 with Retry-After, and SIASN nothing`, async () => {
    // Refused bodies count too (the limit is counted before validation), so the burst writes nothing.
    for (let i = 0; i < SIASN_WRITE_LIMIT; i += 1) expect((await save('diklat', { ...inputs.diklat, tanggal: 'x' }, pns)).status).toBe(400);
    const writes = siasn.sandbox.stats().writes;
    const refused = await save('diklat', inputs.diklat, pns);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'RATE_LIMITED', message: expect.any(String) });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(SIASN_WRITE_WINDOW_SECONDS);
    expect(siasn.sandbox.stats().writes).toBe(writes);
    // Per person: another account still writes.
    expect((await ctx.api.call(adminSave, { method: 'POST', path: `/siasn/ws/admin/${DEMO_NIP.user2}/rw/diklat`, params: { nip: DEMO_NIP.user2, kind: 'diklat' }, body: inputs.diklat, user: admin })).status).toBe(201);
  });
});

describe('the photo', () => {
  const photoOf = (nip: string) => ctx.api.call<Failure>(adminSection, { path: `/siasn/ws/admin/${nip}/photo`, params: { nip, section: 'photo' }, user: admin });
  const photoBytesOf = (nip: string) => ctx.api.call<Buffer>(adminSection, { path: `/siasn/ws/admin/${nip}/photo`, params: { nip, section: 'photo' }, user: admin, bytes: true });
  /** The type SIASN keeps a demo NIP's photo in (the sandbox decides by PNS id). */
  const keptAs = (nip: string) => photoType(province.findByNip(nip)!.pnsId);

  it('a JPEG photo is served as image/jpeg and cached: a later read does not depend on SIASN', async () => {
    const nip = Object.values(DEMO_NIP).find((candidate) => candidate !== DEMO_NIP.user2 && keptAs(candidate) === 'image/jpeg')!;
    expect(nip).toBeDefined();
    const served = await photoBytesOf(nip);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.body.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))).toBe(true);
    // SIASN now answers garbage for every photo: the cached JPEG is served all the same.
    siasn.sandbox.setFaults({ body: 'html', pathPrefix: '/pns/photo' });
    const again = await photoBytesOf(nip);
    siasn.sandbox.resetFaults();
    expect(again.status).toBe(200);
    expect(again.headers.get('content-type')).toBe('image/jpeg');
    expect(again.body.equals(served.body)).toBe(true);
  });

  it('an answer that is not a PNG or JPEG is 502 SIASN_ERROR, not cached: the next read serves the real photo', async () => {
    siasn.sandbox.setFaults({ body: 'html', pathPrefix: '/pns/photo' });
    const refused = await photoOf(DEMO_NIP.user2);
    siasn.sandbox.resetFaults();
    expect(refused.status).toBe(502);
    expect(refused.body).toMatchObject({ code: 'SIASN_ERROR', message: expect.any(String) });
    expect(refused.headers.get('content-type')).toContain('application/json');
    const served = await photoOf(DEMO_NIP.user2);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe(keptAs(DEMO_NIP.user2));
  });
});
