import { readSection } from '@/server/siasn/read-section';
import { saveRecord } from '@/server/siasn/writes/record-writes';
import { DEMO_NIP } from '../../../helpers/personnel-fixtures';
import { multipart, samplePdf } from '../../../helpers/pdf-fixtures';
import { validInputs } from '../../../helpers/personnel-write-inputs';
import type { CaseContext } from '../../../helpers/matrix-fixtures';
import * as ex from './expectations';
import { row, type MatrixRow } from './types';

// Personnel writes, proposals, assessments and the SIASN logs (docs/personnel-writes.md section 1):
// every actor writes their own record; another record only admins (edit-personnel-record); logs
// and token state admins only. The target of the admin routes is user2.
const other = { nip: DEMO_NIP.user2 };
const NONE = '00000000-0000-4000-8000-000000000000';
const own = (ctx: CaseContext) => ctx.actor?.employee_number ?? DEMO_NIP.user;
/** Writes: anonymous 401, everyone else their own record. */
const ownRecord = (ok: number) => ex.signedIn(ok);
/** edit-personnel-record on another NIP. */
const otherRecord = (ok: number) => ex.adminsOnly(ok);

async function unorOf(nip: string, actor: number) {
  const utama = await readSection({ nip, actor, section: 'data-utama' });
  return String((utama.data as Record<string, unknown>).unorId);
}

/** An award entry of the NIP, made for the case (the delete and upload rows act on it). */
async function awardOf(ctx: CaseContext, nip: string): Promise<string> {
  const admin = ctx.cast.admin;
  const input = validInputs(await unorOf(nip, admin.id)).penghargaan;
  const saved = await saveRecord({ db: ctx.db, user: admin, nip, kind: 'penghargaan', input });
  return String(saved.id);
}

/** A document path of the actor's own record (a generated SK of their first position). */
async function ownDocument(ctx: CaseContext): Promise<string> {
  const nip = own(ctx);
  const rows = (await readSection({ nip, actor: ctx.cast.admin.id, section: 'jabatan' })).data as { path?: Record<string, { dok_uri?: string }> }[];
  return String(rows.map((r) => r.path?.['872']?.dok_uri).find(Boolean));
}

export const personnelWriteRows: MatrixRow[] = [
  row('POST', '/siasn/ws/pns/rw/[kind]', ownRecord(201), async (ctx) => ({ params: { kind: 'penghargaan' }, body: validInputs(await unorOf(own(ctx), ctx.cast.admin.id)).penghargaan })),
  row('DELETE', '/siasn/ws/pns/rw/[kind]/[id]', ownRecord(200), async (ctx) => ({ params: { kind: 'penghargaan', id: await awardOf(ctx, own(ctx)) } })),
  row('DELETE', '/siasn/ws/pns/rw/[kind]/[id]', ownRecord(404), () => ({ params: { kind: 'penghargaan', id: NONE } }), 'an id not of the record'),
  row('DELETE', '/siasn/ws/pns/rw/[kind]/[id]', ownRecord(422), () => ({ params: { kind: 'skp22', id: NONE } }), 'a kind SIASN has no delete for'),
  row('DELETE', '/siasn/ws/admin/[nip]/rw/[kind]/[id]', otherRecord(422), () => ({ params: { ...other, kind: 'skp22', id: NONE } }), 'a kind SIASN has no delete for'),
  row('POST', '/siasn/ws/admin/[nip]/rw/[kind]', otherRecord(201), async (ctx) => ({ params: { ...other, kind: 'penghargaan' }, body: validInputs(await unorOf(other.nip, ctx.cast.admin.id)).penghargaan })),
  row('DELETE', '/siasn/ws/admin/[nip]/rw/[kind]/[id]', otherRecord(200), async (ctx) => ({ params: { ...other, kind: 'penghargaan', id: await awardOf(ctx, other.nip) } })),
  row('POST', '/siasn/ws/upload-dok-rw', ownRecord(201), async (ctx) => ({
    rawBody: multipart({ bytes: samplePdf(), name: 'piagam.pdf' }, { kind: 'penghargaan', id_riwayat: await awardOf(ctx, own(ctx)) }),
  })),
  row('POST', '/siasn/ws/upload-dok-rw', otherRecord(201), async (ctx) => ({
    rawBody: multipart({ bytes: samplePdf(), name: 'piagam.pdf' }, { kind: 'penghargaan', id_riwayat: await awardOf(ctx, other.nip), nip: other.nip }),
  }), 'another NIP'),
  row('GET', '/siasn/ws/download-dok', ownRecord(200), async (ctx) => ({ query: `filePath=${encodeURIComponent(await ownDocument(ctx))}` })),
  row('GET', '/siasn/ws/pns/biodata', ex.signedIn(200)),
  row('POST', '/siasn/ws/pns/biodata', ownRecord(201), (ctx) => ({ body: { noTelp: `031${String(5_550_000 + (ctx.actor?.id ?? 0) % 9999)}` } })),
  row('GET', '/siasn/ws/admin/[nip]/biodata', ex.staffOnly(200), () => ({ params: other })),
  row('POST', '/siasn/ws/admin/[nip]/biodata', otherRecord(201), () => ({ params: other, body: { noTelp: '0315551219' } })),
  row('POST', '/siasn/ws/pns/usulan', ownRecord(201), () => ({
    rawBody: multipart({ bytes: samplePdf('KTP'), name: 'ktp.pdf' }, { jenis: 'perbaikan-nama', nama: 'Nama Sesuai KTP', keterangan: 'Ejaan nama pada SK' }),
  })),
  row('POST', '/siasn/ws/admin/[nip]/usulan', otherRecord(201), () => ({
    params: other,
    rawBody: multipart({ bytes: samplePdf('Ijazah'), name: 'ijazah.pdf' }, { jenis: 'pencantuman-gelar', gelar_belakang: 'M.M.', keterangan: 'Lulus S2' }),
  })),
  row('POST', '/siasn/ws/pns/usulan/[id]/dokumen', ownRecord(404), () => ({ params: { id: NONE }, rawBody: multipart({ bytes: samplePdf('KTP'), name: 'ktp.pdf' }, {}) }), 'an id not of the record'),
  row('POST', '/siasn/ws/admin/[nip]/usulan/[id]/dokumen', otherRecord(404), () => ({ params: { ...other, id: NONE }, rawBody: multipart({ bytes: samplePdf('KTP'), name: 'ktp.pdf' }, {}) }), 'an id not of the record'),
  row('GET', '/layanan/siasn', ex.signedIn(200)),
  row('GET', '/layanan/siasn', ex.staffOnly(200), () => ({ query: `nip=${other.nip}` }), 'another NIP'),
  row('GET', '/siasn/ws/pns/gelar', ex.signedIn(200)),
  row('PUT', '/siasn/ws/pns/gelar/[pendidikanId]', ownRecord(404), () => ({ params: { pendidikanId: NONE }, body: { lokasi: 'belakang', checked: true } }), 'a degree not of the record'),
  row('GET', '/siasn/ws/pns/assessment', ex.signedIn(200)),
  row('GET', '/siasn/ws/admin/[nip]/assessment', ex.staffOnly(200), () => ({ params: other })),
  row('GET', '/siasn/ws/pns/kesehatan-data', ex.signedIn(200)),
  row('GET', '/siasn/ws/admin/[nip]/kesehatan-data', ex.staffOnly(200), () => ({ params: other })),
  row('GET', '/logs/siasn-writes', ex.adminsOnly(200)),
  row('GET', '/logs/siasn-writes/monthly', ex.adminsOnly(200)),
  row('GET', '/logs/siasn-calls', ex.adminsOnly(200)),
  row('GET', '/siasn/ws/token', ex.adminsOnly(200)),
];
