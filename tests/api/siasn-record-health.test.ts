import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import ownHealth from '@/pages/api/siasn/ws/pns/kesehatan-data';
import anyHealth from '@/pages/api/siasn/ws/admin/[nip]/kesehatan-data';
import ownSection from '@/pages/api/siasn/ws/pns/[section]';
import { users } from '@/server/db/schema';
import { OWN_SECTIONS_BASE, PERSONNEL_SECTIONS } from '@/utils/catalogue/personnel-sections';
import type { RecordHealth } from '@/utils/schemas/siasn-record-health';
import type { SessionUser } from '@/utils/session-user';
import { ACCOUNTS } from '@/sandboxes/identity/accounts.mjs';
import { useApiContext } from '../helpers/api-context';
import { DEMO_NIP, UNKNOWN_NIP, demoUsers, userWithNip, statedPurposes } from '../helpers/personnel-fixtures';
import { useSiasnSandbox } from '../helpers/siasn-sandbox';

const ctx = useApiContext();
const siasn = useSiasnSandbox();

type Body = RecordHealth & { code?: string; message?: string };

let pns: SessionUser;
let agent: SessionUser;
let admin: SessionUser;

beforeAll(async () => {
  ({ pns, agent, admin } = await demoUsers(ctx.db));
  await statedPurposes(ctx.db, [agent, admin]);
});

const own = (user: SessionUser | null) => ctx.api.call<Body>(ownHealth, { path: '/siasn/ws/pns/kesehatan-data', user });
const any = (nip: string, user: SessionUser | null) => ctx.api.call<Body>(anyHealth, { path: `/siasn/ws/admin/${nip}/kesehatan-data`, params: { nip }, user });

// Every link is a page of the portal: one of the 17 sections of the own record, or the Gelar page.
const PAGES = new Set([...PERSONNEL_SECTIONS.map((s) => `${OWN_SECTIONS_BASE}${s.path}`), `${OWN_SECTIONS_BASE}/gelar`]);

describe('GET /api/siasn/ws/pns/kesehatan-data', () => {
  it('finds the problems of the own record, each with a valid link to its fix', async () => {
    const res = await own(pns);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.nip).toBe(DEMO_NIP.user);
    expect(new Date(res.body.checkedAt).toISOString()).toBe(res.body.checkedAt);
    // The test account's portal name ("Pengguna user-…") is not the SIASN name (Siti Aminah, S.Pd.).
    // Neither is wrong: a note saying SIASN's is the official name, with no fix to offer.
    const name = res.body.problems.find((p) => p.code === 'PROFILE_NAME_DIFFERS');
    expect(name).toMatchObject({ severity: 'info', section: 'inbox-usulan', link: null });
    expect(name?.detail).toContain('Nama resmi Anda adalah nama di SIASN: Siti Aminah, S.Pd.');
    for (const problem of res.body.problems) {
      if (problem.severity === 'info') expect(problem.link).toBeNull();
      else expect(PAGES.has(problem.link ?? ''), problem.link ?? 'no link').toBe(true);
      expect(['warning', 'error', 'info']).toContain(problem.severity);
      expect(problem.title.length).toBeGreaterThan(0);
      expect(problem.detail.length).toBeGreaterThan(0);
    }
  });

  it('reports no profile problem once the portal name and e-mail are those of SIASN', async () => {
    const account = ACCOUNTS.simaster.find((a) => a.username === 'user');
    const same = await userWithNip(ctx.db, 'user', DEMO_NIP.user);
    const utama = await ctx.api.call<{ data: { emailGov: string } }>(ownSection, { path: '/siasn/ws/pns/data-utama', params: { section: 'data-utama' }, user: same });
    await ctx.db.update(users).set({ name: account?.name ?? null, email: utama.body.data.emailGov.toUpperCase() }).where(eq(users.id, same.id));
    const res = await own(same);
    expect(res.status).toBe(200);
    const codes = res.body.problems.map((p) => p.code);
    expect(codes).not.toContain('PROFILE_NAME_DIFFERS');
    expect(codes).not.toContain('PROFILE_EMAIL_DIFFERS');
    // With another e-mail on the portal, it differs.
    await ctx.db.update(users).set({ email: 'lain@helpdesk.localhost' }).where(eq(users.id, same.id));
    const other = await own(same);
    const email = other.body.problems.find((p) => p.code === 'PROFILE_EMAIL_DIFFERS');
    expect(email).toMatchObject({ severity: 'info', section: 'ubah-data', link: null });
    expect(email?.detail).toContain('Email resmi kepegawaian Anda adalah email di SIASN');
    expect(email?.detail).toContain('tidak ada yang perlu diubah');
  });

  it('answers 403 NO_NIP for an account without a NIP, 404 NIP_NOT_FOUND for an unknown NIP and 401 without a session', async () => {
    const res = await own(await userWithNip(ctx.db, 'user', null));
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('NO_NIP');
    const unknown = await own(await userWithNip(ctx.db, 'user', UNKNOWN_NIP));
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('NIP_NOT_FOUND');
    expect((await own(null)).status).toBe(401);
  });

  it('reads the sections through the cache: a second check asks SIASN nothing', async () => {
    await own(pns);
    const before = siasn.sandbox.stats().calls;
    expect((await own(pns)).status).toBe(200);
    expect(siasn.sandbox.stats().calls).toBe(before);
  });
});

describe('GET /api/siasn/ws/admin/{nip}/kesehatan-data', () => {
  it('lets agents and admins check any NIP', async () => {
    const res = await any(DEMO_NIP.user2, agent);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.nip).toBe(DEMO_NIP.user2);
    expect(Array.isArray(res.body.problems)).toBe(true);
    expect((await any(DEMO_NIP.user, admin)).status).toBe(200);
  });

  it('refuses users, even on their own NIP, and a malformed NIP', async () => {
    const asUser = await any(DEMO_NIP.user2, pns);
    expect(asUser.status).toBe(403);
    expect((await any(DEMO_NIP.user, pns)).status).toBe(403);
    const malformed = await any('12345', agent);
    expect(malformed.status).toBe(400);
    expect(malformed.body.code).toBe('INVALID_NIP');
  });
});
