// My Ubah Biodata applied or refused (docs/notifications.md, E-mail section 3): a round tells the
// person whose NIP it is once when SIASN shows the change, or once when SIASN refused a request
// someone else sent for them (with SIASN's reason); a person who sent a refused one saw it already.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import ownBiodata from '@/pages/api/siasn/ws/pns/biodata';
import adminBiodata from '@/pages/api/siasn/ws/admin/[nip]/biodata';
import { notifications, siasnWrites } from '@/server/db/schema';
import { BIODATA_LINK, BIODATA_RESULT, checkBiodataResults } from '@/server/siasn/biodata-result-watch';
import type { SessionUser } from '@/utils/session-user';
import { useApiContext } from '../helpers/api-context';
import { eventually, giveEmail, outboxOf, useMailWorker } from '../helpers/mail-fixtures';
import { mailsTo, useMailSandbox } from '../helpers/mail-sandbox';
import { DEMO_NIP, demoUsers } from '../helpers/personnel-fixtures';
import { useSiasnSandbox } from '../helpers/siasn-sandbox';

const ctx = useApiContext();
const siasn = useSiasnSandbox();
const mail = useMailSandbox();
const mailWorker = useMailWorker();
let pns: SessionUser;
let admin: SessionUser;
let address: string;

beforeAll(async () => {
  ({ pns, admin } = await demoUsers(ctx.db));
  address = await giveEmail(ctx.db, pns);
  await giveEmail(ctx.db, admin);
});

const round = () => checkBiodataResults({ db: ctx.db, minAgeMs: 0 });
const told = async (user: SessionUser) =>
  (await ctx.db.select().from(notifications).where(and(eq(notifications.toUserId, user.id), eq(notifications.type, BIODATA_RESULT))).orderBy(notifications.id)).map((n) => [n.title, n.content, n.link]);
const refusedRow = (sender: SessionUser, message: string) =>
  ctx.db.insert(siasnWrites).values({ userId: sender.id, nip: DEMO_NIP.user, type: 'biodata', service: 'biodata', action: 'update', request: { changes: { email: 'x' } }, outcome: 'rejected', gatewayMessage: message, durationMs: 5 });

describe('Ubah Biodata results', () => {
  it('an applied request is told once when data utama shows it, and mailed once', async () => {
    const res = await ctx.api.call(ownBiodata, { method: 'POST', body: { noHp: '081298765432' }, user: pns });
    expect(res.status).toBe(201);
    expect(await round()).toEqual({ results: 0 });
    siasn.sandbox.applyPending();
    expect(await round()).toEqual({ results: 1 });
    expect(await round()).toEqual({ results: 0 });
    expect(await told(pns)).toEqual([['Perubahan biodata Anda sudah diterapkan di SIASN', null, BIODATA_LINK]]);

    await mailWorker.worker.mail.dispatch();
    await eventually(async () => (await outboxOf(ctx.db, pns)).every((m) => m.state === 'sent'));
    const received = await mailsTo(mail.sandbox, address);
    expect(received.map((m) => m.subject)).toEqual(['[Helpdesk ASN] Perubahan biodata Anda sudah diterapkan di SIASN']);
    expect(received[0].text).toContain(`http://localhost:3000/helpdesk${BIODATA_LINK}`);
  });

  it('a request an admin sent for the person is told to the person, not the admin', async () => {
    const path = `/siasn/ws/admin/${DEMO_NIP.user}/biodata`;
    expect((await ctx.api.call(adminBiodata, { method: 'POST', path, params: { nip: DEMO_NIP.user }, body: { noTelp: '0315550000' }, user: admin })).status).toBe(201);
    siasn.sandbox.applyPending();
    const before = (await told(pns)).length;
    expect(await round()).toEqual({ results: 1 });
    expect(await told(pns)).toHaveLength(before + 1);
    expect(await told(admin)).toEqual([]);
  });

  it('a refusal is told once with the reason when someone else sent it; never when the person did', async () => {
    await refusedRow(admin, 'Format email tidak valid: email');
    await refusedRow(pns, 'Format email tidak valid: email_gov');
    const before = (await told(pns)).length;
    expect(await round()).toEqual({ results: 2 });
    expect(await round()).toEqual({ results: 0 });
    const rows = await told(pns);
    expect(rows.slice(before)).toEqual([['Perubahan biodata Anda ditolak SIASN', 'Format email tidak valid: email', BIODATA_LINK]]);
    expect(await told(admin)).toEqual([]);
  });
});
