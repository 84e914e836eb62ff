// My proposal's status moved (docs/notifications.md, E-mail section 3): a proposal sent from the
// portal is compared with SIASN's agency list by a round; each move is told to its owner once and
// mailed once; a final proposal is no longer asked about; a stale list tells nothing.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import usulan from '@/pages/api/siasn/ws/pns/usulan';
import { notifications, usulanStatusWatch } from '@/server/db/schema';
import { checkUsulanStatuses, USULAN_INBOX_LINK, USULAN_STATUS } from '@/server/siasn/usulan-status-watch';
import type { SessionUser } from '@/utils/session-user';
import { useApiContext } from '../helpers/api-context';
import { eventually, giveEmail, outboxOf, useMailWorker } from '../helpers/mail-fixtures';
import { mailsTo, useMailSandbox } from '../helpers/mail-sandbox';
import { multipart, samplePdf } from '../helpers/pdf-fixtures';
import { demoUsers } from '../helpers/personnel-fixtures';
import { postControl } from '../helpers/siasn-sandbox-http';
import { useSiasnSandbox } from '../helpers/siasn-sandbox';

const ctx = useApiContext();
const siasn = useSiasnSandbox();
const mail = useMailSandbox();
const mailWorker = useMailWorker();
let pns: SessionUser;
let agent: SessionUser;
let address: string;

beforeAll(async () => {
  ({ pns, agent } = await demoUsers(ctx.db));
  address = await giveEmail(ctx.db, pns);
});

const submit = async (user: SessionUser, nama: string) => {
  const res = await ctx.api.call<{ id: string }>(usulan, { method: 'POST', rawBody: multipart({ bytes: samplePdf('KTP'), name: 'ktp.pdf' }, { jenis: 'perbaikan-nama', nama, keterangan: 'Salah ketik' }), user });
  expect(res.status).toBe(201);
  return res.body.id;
};
const advance = async (id: string, status?: number) => expect((await postControl(siasn.sandbox, 'usulan/advance', { id, status })).status).toBe(200);
const round = () => checkUsulanStatuses({ db: ctx.db, minAgeMs: 0 });
const toldTitles = async (user: SessionUser) =>
  (await ctx.db.select().from(notifications).where(and(eq(notifications.toUserId, user.id), eq(notifications.type, USULAN_STATUS))).orderBy(notifications.id)).map((n) => [n.title, n.link]);

describe('usulan status notifications', () => {
  it('tells the owner each move once, links to the inbox, and mails once per move', async () => {
    const id = await submit(pns, 'Siti Aminah Rahma');
    expect(await round()).toEqual({ checked: 1, moved: 0 });
    await advance(id);
    expect(await round()).toEqual({ checked: 1, moved: 1 });
    expect(await round()).toEqual({ checked: 1, moved: 0 });
    expect(await toldTitles(pns)).toEqual([['Status usulan Perbaikan Nama: Berkas Terverifikasi', USULAN_INBOX_LINK]]);

    await mailWorker.worker.mail.dispatch();
    await eventually(async () => (await outboxOf(ctx.db, pns)).every((m) => m.state === 'sent'));
    const received = await mailsTo(mail.sandbox, address);
    expect(received.map((m) => m.subject)).toEqual(['[Helpdesk ASN] Status usulan Perbaikan Nama: Berkas Terverifikasi']);
    expect(received[0].text).toContain(`http://localhost:3000/helpdesk${USULAN_INBOX_LINK}`);
  });

  it('a final status is told and then no longer asked about; another person hears nothing of it', async () => {
    const id = await submit(pns, 'Siti Aminah');
    const theirs = await submit(agent, 'Nama Agen');
    await round();
    await advance(id, 13);
    const { moved } = await round();
    expect(moved).toBe(1);
    const [watched] = await ctx.db.select().from(usulanStatusWatch).where(eq(usulanStatusWatch.usulanId, id));
    expect(watched).toMatchObject({ statusCode: '13', isFinal: true });
    expect((await toldTitles(pns)).at(-1)?.[0]).toMatch(/^Status usulan Perbaikan Nama: Validasi Usulan . Tidak Memenuhi Syarat$/);
    await advance(id, 2);
    const after = await round();
    // Only the two proposals still open are asked about (the first one's and the agent's).
    expect(after).toEqual({ checked: 2, moved: 0 });
    expect((await toldTitles(agent)).length).toBe(0);
    await advance(theirs);
    expect((await round()).moved).toBe(1);
    expect(await toldTitles(agent)).toHaveLength(1);
  });

  it('a stale copy (SIASN down) tells nothing and leaves the proposal for the next round', async () => {
    const id = await submit(pns, 'Siti Rahma');
    await round();
    await advance(id);
    expect((await postControl(siasn.sandbox, 'faults', { status: 503 })).status).toBe(200);
    const before = (await toldTitles(pns)).length;
    expect((await round()).moved).toBe(0);
    await fetch(`${siasn.sandbox.url}/__control/faults`, { method: 'DELETE' });
    expect((await round()).moved).toBe(1);
    expect(await toldTitles(pns)).toHaveLength(before + 1);
  });
});
