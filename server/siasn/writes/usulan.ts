import { z } from 'zod';
import type { Database } from '@/server/db';
import { getSiasnGateway } from '@/server/gateways/siasn/client';
import type { UploadedFile } from '@/server/uploads/receive-upload';
import { PORTAL_USULAN, portalUsulanKey, usulanServiceById, usulanServiceByKey, usulanStatusText, type UsulanServiceKey } from '@/utils/catalogue/usulan';
import { usulanStage, usulanStatusColor } from '@/utils/rules/usulan-status';
import { fieldText as text } from '@/utils/rules/personnel-text';
import { dmyOrder, isDmyDate } from '@/utils/schemas/siasn-fields';
import type { UsulanFieldsInput, UsulanRow } from '@/utils/schemas/siasn-usulan';
import type { SessionUser } from '@/utils/session-user';
import { readDataUtama, readSection } from '../read-section';
import { audited } from './audit';
import { fileSummary, pdfOf } from './documents';
import { forgetSections } from './forget';
import { assertMayEdit } from './may-edit';

// A proposal from the portal (docs/personnel-writes.md 3 and 5): its document first (upload-dok,
// protocol 4 flow 1), then the proposal carrying the document's reference. Both writes audited.
export const SAVE_PATH = '/imut/simpeg/usulan/save';
// Proposals move at SIASN's pace; the inbox asks again after half a minute, not five.
export const INBOX_FRESH_SECONDS = 30;

function proposalData(fields: UsulanFieldsInput): Record<string, string> {
  if (fields.jenis === 'perbaikan-nama') return { nama: fields.nama };
  return { gelar_depan: fields.gelar_depan ?? '', gelar_belakang: fields.gelar_belakang ?? '' };
}

export async function submitUsulan({ db, user, nip, fields, file }: { db: Database; user: SessionUser; nip: string; fields: UsulanFieldsInput; file: UploadedFile }) {
  assertMayEdit(user, nip);
  const pdf = await pdfOf(file);
  await readDataUtama({ nip, actor: user.id });
  const service = usulanServiceByKey(fields.jenis);
  const document = PORTAL_USULAN[fields.jenis].document;
  const base = { db, userId: user.id, nip, service: fields.jenis } as const;
  const gateway = getSiasnGateway();
  const uploaded = await audited({ ...base, type: 'dokumen', action: 'upload', request: { id_ref_dokumen: document.id, file: fileSummary(pdf) } }, () =>
    gateway.upload('/upload-dok', { file: pdf, fields: { id_ref_dokumen: document.id } }, { actor: user.id }),
  );
  const payload = { nip, jenis_layanan_id: service?.id ?? '', keterangan: fields.keterangan, data: proposalData(fields), path: [uploaded.data] };
  const answer = await audited({ ...base, type: 'usulan', action: 'submit', request: payload }, () => gateway.save(SAVE_PATH, payload, { actor: user.id }));
  await forgetSections(nip, ['inbox-usulan']);
  return { id: answer.id, message: answer.message };
}

const Row = z.record(z.string(), z.unknown());
const nullable = (value: unknown) => (value == null || value === '' ? null : String(value));

/** A row of the NIP's own proposals (readSection has kept only the rows whose `nip` is the NIP): its own NIP stays. */
function rowOf(raw: Record<string, unknown>): UsulanRow {
  const code = text(raw.status_usulan ?? raw.statusUsulan);
  const name = text(raw.status_usulan_nama ?? raw.statusUsulanNama);
  const service = usulanServiceById(raw.jenis_layanan_id);
  const portal = portalUsulanKey(raw.jenis_layanan_id);
  return {
    id: text(raw.id), nip: text(raw.nip), jenis: service?.key ?? null, jenis_layanan_id: text(raw.jenis_layanan_id),
    jenis_layanan_nama: text(raw.jenis_layanan_nama) || (service?.title ?? ''), status_usulan: code, status_usulan_nama: name,
    status_text: usulanStatusText(code, name), status_color: usulanStatusColor(code), stage: usulanStage(code),
    document: portal ? PORTAL_USULAN[portal].document.name : null,
    tgl_usulan: nullable(raw.tgl_usulan), tgl_update: nullable(raw.tgl_update), keterangan: text(raw.keterangan),
  };
}

const submittedOrder = (row: UsulanRow) => (row.tgl_usulan && isDmyDate(row.tgl_usulan) ? dmyOrder(row.tgl_usulan) : 0);

/** The NIP's proposals from SIASN's agency list (GET /layanan/siasn), newest first, of one service or all. */
export async function listUsulan({ nip, actor, jenis }: { nip: string; actor: number; jenis?: UsulanServiceKey }) {
  const inbox = await readSection({ nip, actor, section: 'inbox-usulan', freshSeconds: INBOX_FRESH_SECONDS });
  const rows = z.array(Row).catch([]).parse(inbox.data).map(rowOf);
  const shown = jenis ? rows.filter((row) => row.jenis === jenis) : rows;
  return { nip, fetchedAt: inbox.fetchedAt, stale: inbox.stale, rows: shown.sort((a, b) => submittedOrder(b) - submittedOrder(a)) };
}
