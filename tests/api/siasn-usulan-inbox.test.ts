import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import layanan from '@/pages/api/layanan/siasn';
import ownSection from '@/pages/api/siasn/ws/pns/[section]';
import usulan from '@/pages/api/siasn/ws/pns/usulan';
import { siasnCalls } from '@/server/db/schema';
import { flushSiasnCallLog } from '@/server/gateways/siasn/call-log';
import { getSiasnGateway } from '@/server/gateways/siasn/client';
import { MAX_USULAN_PAGES } from '@/server/siasn/agency-usulan';
import { forgetSections } from '@/server/siasn/writes/forget';
import type { UsulanRow } from '@/utils/schemas/siasn-usulan';
import type { SessionUser } from '@/utils/session-user';
import { useApiContext } from '../helpers/api-context';
import { multipart, samplePdf } from '../helpers/pdf-fixtures';
import { DEMO_NIP, demoUsers, statedPurposes } from '../helpers/personnel-fixtures';
import { applyEnv } from '../helpers/sandbox-lifecycle';
import { useSiasnSandbox } from '../helpers/siasn-sandbox';

// The usulan inbox over SIASN's agency list (docs/personnel-writes.md 3): the sandbox's list holds
// every person's proposals, as the real one does; the portal reads it page by page without a NIP
// and shows a person only the rows whose own nip is theirs.
const ctx = useApiContext();
useSiasnSandbox();

type Row = Record<string, unknown>;
let pns: SessionUser;
let agent: SessionUser;

beforeAll(async () => {
  ({ pns, agent } = await demoUsers(ctx.db));
  // Staff reading another NIP's proposals state why (docs/privacy.md).
  await statedPurposes(ctx.db, [agent]);
});

const inbox = (user: SessionUser, params: Record<string, string> = {}) => ctx.api.call<{ nip: string; rows: UsulanRow[] }>(layanan, { path: '/layanan/siasn', params, user });
const section = (user: SessionUser) => ctx.api.call<{ data: Row[] }>(ownSection, { path: '/siasn/ws/pns/inbox-usulan', params: { section: 'inbox-usulan' }, user });
const submit = (user: SessionUser, nama: string) =>
  ctx.api.call<{ id: string }>(usulan, { method: 'POST', rawBody: multipart({ bytes: samplePdf('KTP'), name: 'ktp.pdf' }, { jenis: 'perbaikan-nama', nama, keterangan: 'Salah ketik' }), user });
const ids = (rows: readonly { id?: unknown }[]) => rows.map((row) => String(row.id)).sort();

/** SIASN's whole agency list as the sandbox holds it (one page that takes everything). */
async function agencyList(): Promise<Row[]> {
  const answer = await getSiasnGateway().get('/imut/simpeg/usulan/list', { query: { limit: 100_000, offset: 0 } });
  return answer.data as Row[];
}

/** How many pages of the agency list the portal asked SIASN for on behalf of `user` so far; never with a NIP. */
async function listCalls(user: SessionUser): Promise<number> {
  await flushSiasnCallLog();
  const calls = await ctx.db.select({ path: siasnCalls.path }).from(siasnCalls).where(and(eq(siasnCalls.userId, user.id), like(siasnCalls.path, '%/imut/simpeg/usulan/list?%')));
  for (const { path } of calls) expect(path).toMatch(/\/imut\/simpeg\/usulan\/list\?limit=\d+&offset=\d+$/);
  return calls.length;
}

describe('the usulan inbox reads the agency list and keeps only the own rows', () => {
  it('never shows a foreign proposal: not in the inbox, not in the section, not after another person submits one', async () => {
    const list = await agencyList();
    const own = list.filter((row) => row.nip === DEMO_NIP.user);
    const foreign = list.filter((row) => row.nip !== DEMO_NIP.user);
    expect(own.length).toBeGreaterThan(0);
    expect(foreign.length).toBeGreaterThan(1000);
    const shown = (await inbox(pns)).body;
    expect(shown.nip).toBe(DEMO_NIP.user);
    expect(ids(shown.rows)).toEqual(ids(own));
    expect(shown.rows.every((row) => row.nip === DEMO_NIP.user)).toBe(true);
    expect(ids((await section(pns)).body.data)).toEqual(ids(own));

    const theirs = await submit(agent, 'Nama Orang Lain');
    expect(theirs.status).toBe(201);
    expect((await agencyList()).some((row) => row.id === theirs.body.id && row.nip === DEMO_NIP.agent)).toBe(true);
    expect(ids((await inbox(pns)).body.rows)).toEqual(ids(own));
    expect(ids((await section(pns)).body.data)).not.toContain(theirs.body.id);
    expect(ids((await inbox(agent)).body.rows)).toContain(theirs.body.id);
    // Staff asking for a NIP get that NIP's rows only.
    expect(ids((await inbox(agent, { nip: DEMO_NIP.user })).body.rows)).toEqual(ids(own));
  });

  it('reads every page (a proposal beyond the first page shows), one list for everyone while it is fresh', async () => {
    const mine = await submit(pns, 'Siti Aminah Rahma');
    expect(mine.status).toBe(201);
    const list = await agencyList();
    expect(list.findIndex((row) => row.id === mine.body.id)).toBeGreaterThanOrEqual(100);
    const before = await listCalls(pns);
    expect(ids((await inbox(pns)).body.rows)).toContain(mine.body.id);
    // SIASN_LIST_PAGE_SIZE 100: every full page, then the short one.
    expect((await listCalls(pns)) - before).toBe(Math.floor(list.length / 100) + 1);
    const agentCalls = await listCalls(agent);
    expect((await inbox(agent)).status).toBe(200);
    expect(await listCalls(agent)).toBe(agentCalls);
  });

  it('stops after MAX_USULAN_PAGES pages', async () => {
    const restore = applyEnv({ SIASN_LIST_PAGE_SIZE: '1' });
    try {
      await forgetSections(DEMO_NIP.user, ['inbox-usulan']);
      const before = await listCalls(pns);
      expect((await inbox(pns)).status).toBe(200);
      expect((await listCalls(pns)) - before).toBe(MAX_USULAN_PAGES);
    } finally {
      restore();
    }
  });
});
