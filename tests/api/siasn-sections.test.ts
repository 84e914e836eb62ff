import { beforeAll, describe, expect, it } from 'vitest';
import ownSection from '@/pages/api/siasn/ws/pns/[section]';
import anySection from '@/pages/api/siasn/ws/admin/[nip]/[section]';
import { PERSONNEL_SECTION_KEYS } from '@/utils/catalogue/personnel-sections';
import type { SessionUser } from '@/utils/session-user';
import { useApiContext } from '../helpers/api-context';
import { DEMO_NIP, UNKNOWN_NIP, demoUsers, userWithNip, statedPurposes } from '../helpers/personnel-fixtures';
import { useSiasnSandbox } from '../helpers/siasn-sandbox';

const ctx = useApiContext();
const siasn = useSiasnSandbox();

interface SectionBody {
  section: string;
  nip: string;
  data: unknown;
  fetchedAt: string;
  stale: boolean;
  code?: string;
  message?: string;
}

let pns: SessionUser;
let agent: SessionUser;
let admin: SessionUser;

beforeAll(async () => {
  ({ pns, agent, admin } = await demoUsers(ctx.db));
  await statedPurposes(ctx.db, [agent, admin]);
});

const own = (section: string, user: SessionUser | null) =>
  ctx.api.call<SectionBody>(ownSection, { path: `/siasn/ws/pns/${section}`, params: { section }, user });
const any = (nip: string, section: string, user: SessionUser | null) =>
  ctx.api.call<SectionBody>(anySection, { path: `/siasn/ws/admin/${nip}/${section}`, params: { nip, section }, user });

// The shape each section answers with (docs/personnel.md, Portal API).
const OBJECT_SECTIONS: Record<string, string[]> = {
  'data-utama': ['id', 'nipBaru', 'nama', 'golRuangAkhirId', 'jabatanNama', 'unorNama', 'path'],
  'ubah-data': ['email', 'noHp', 'alamat', 'noNpwp', 'bpjs'],
  keluarga: ['pasangan', 'anak', 'ortu'],
  'laporan-kinerja': ['skp22', 'skp'],
  diklat: ['diklat', 'kursus'],
  'rw-pengadaan': ['rows', 'syncedYears'],
};

describe('GET /api/siasn/ws/pns/{section}: the own record', () => {
  it.each(PERSONNEL_SECTION_KEYS)('%s answers the SIASN data of the session NIP', async (section) => {
    const res = await own(section, pns);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ section, nip: DEMO_NIP.user, stale: false });
    expect(new Date(res.body.fetchedAt).toISOString()).toBe(res.body.fetchedAt);
    const keys = OBJECT_SECTIONS[section];
    if (keys) expect(Object.keys(res.body.data as object)).toEqual(expect.arrayContaining(keys));
    else expect(Array.isArray(res.body.data)).toBe(true);
  });

  it('holds real rows: the data utama of the NIP, a parsed document path, a career', async () => {
    const utama = (await own('data-utama', pns)).body.data as Record<string, unknown>;
    expect(utama).toMatchObject({ nipBaru: DEMO_NIP.user, nama: 'Siti Aminah' });
    expect(typeof utama.path).toBe('object');
    expect(((await own('jabatan', pns)).body.data as unknown[]).length).toBeGreaterThan(0);
    expect(((await own('golongan', pns)).body.data as unknown[]).length).toBeGreaterThan(0);
    expect(((await own('pendidikan', pns)).body.data as unknown[]).length).toBeGreaterThan(0);
  });

  it('serves the photo as an image', async () => {
    const res = await ctx.api.call<ArrayBuffer>(ownSection, { path: '/siasn/ws/pns/photo', params: { section: 'photo' }, user: pns });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\//);
    expect(res.headers.get('cache-control')).toContain('private');
  });

  it('answers 404 for a section it does not know, and 401 without a session', async () => {
    expect((await own('gaji', pns)).status).toBe(404);
    expect((await own('data-utama', null)).status).toBe(401);
  });

  it('answers 403 NO_NIP for accounts without a NIP, and 404 NIP_NOT_FOUND for a NIP SIASN does not know', async () => {
    for (const nip of [null, 'PTPK.2021.0456']) {
      const res = await own('data-utama', await userWithNip(ctx.db, 'user', nip));
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: 'NO_NIP', message: expect.stringContaining('NIP') });
    }
    const unknown = await own('jabatan', await userWithNip(ctx.db, 'user', UNKNOWN_NIP));
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('NIP_NOT_FOUND');
  });
});

describe('GET /api/siasn/ws/admin/{nip}/{section}: any record, for staff', () => {
  it("lets agents and admins read another person's record, never users", async () => {
    expect((await any(DEMO_NIP.user2, 'data-utama', agent)).body).toMatchObject({ nip: DEMO_NIP.user2, data: { nipBaru: DEMO_NIP.user2 } });
    expect((await any(DEMO_NIP.user2, 'golongan', admin)).status).toBe(200);
    const asUser = await any(DEMO_NIP.user2, 'data-utama', pns);
    expect(asUser.status).toBe(403);
    // Not even their own NIP through the staff route: the own route is theirs.
    expect((await any(DEMO_NIP.user, 'data-utama', pns)).status).toBe(403);
  });

  it('answers 400 INVALID_NIP for a malformed NIP and 404 NIP_NOT_FOUND for an unknown one', async () => {
    for (const nip of ['12345', '19880720201101200X', '198807202011013003', `${DEMO_NIP.user}0`]) {
      const res = await any(nip, 'data-utama', agent);
      expect(res.status, nip).toBe(400);
      expect(res.body.code).toBe('INVALID_NIP');
    }
    const unknown = await any(UNKNOWN_NIP, 'data-utama', agent);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'NIP_NOT_FOUND', message: expect.any(String) });
  });

  it('reads each section once while the cache is fresh', async () => {
    await any(DEMO_NIP.user2, 'penghargaan', agent);
    const before = siasn.sandbox.stats().calls;
    for (let i = 0; i < 5; i += 1) expect((await any(DEMO_NIP.user2, 'penghargaan', admin)).status).toBe(200);
    expect(siasn.sandbox.stats().calls).toBe(before);
  });
});
