import { z } from 'zod';
import type { Database } from '@/server/db';
import { getSiasnGateway } from '@/server/gateways/siasn/client';
import { AppError, conflict, notFound } from '@/server/http/errors';
import type { UploadedFile } from '@/server/uploads/receive-upload';
import { PORTAL_USULAN, portalUsulanKey } from '@/utils/catalogue/usulan';
import { usulanStage } from '@/utils/rules/usulan-status';
import { fieldText as text } from '@/utils/rules/personnel-text';
import type { SessionUser } from '@/utils/session-user';
import { readSection } from '../read-section';
import { audited } from './audit';
import { fileSummary, pdfOf } from './documents';
import { forgetSections } from './forget';
import { assertMayEdit } from './may-edit';
import { INBOX_FRESH_SECONDS, SAVE_PATH } from './usulan';

// "Unggah ulang dokumen" (docs/personnel.md, Usulan SIASN): a proposal SIASN sent back for its
// documents gets a new PDF. The protocol names no call for it, so the closest documented path:
// upload-dok (4, flow 1), then the proposal's save again with its `id` ("send the row id to
// update", 4) and the new document as its `path`. Both writes audited.

const Row = z.record(z.string(), z.unknown());

/** The NIP's own proposal of that id, as SIASN's list holds it (readSection keeps only the NIP's rows). */
async function ownProposal(nip: string, actor: number, id: string) {
  const inbox = await readSection({ nip, actor, section: 'inbox-usulan', freshSeconds: INBOX_FRESH_SECONDS });
  const row = z.array(Row).catch([]).parse(inbox.data).find((candidate) => text(candidate.id) === id);
  if (!row) throw notFound('Usulan tidak ditemukan');
  return row;
}

export async function resendUsulanDocument({ db, user, nip, id, file }: { db: Database; user: SessionUser; nip: string; id: string; file: UploadedFile }) {
  assertMayEdit(user, nip);
  const pdf = await pdfOf(file);
  const row = await ownProposal(nip, user.id, id);
  if (usulanStage(text(row.status_usulan ?? row.statusUsulan)) !== 'needs-person') throw conflict('Usulan ini tidak sedang diminta perbaikan dokumen');
  const jenis = portalUsulanKey(row.jenis_layanan_id);
  if (!jenis) throw new AppError('USULAN_NOT_FROM_PORTAL', 422, 'Dokumen usulan layanan ini tidak dapat dikirim ulang dari portal. Hubungi pengelola kepegawaian instansi Anda.');
  const document = PORTAL_USULAN[jenis].document;
  const base = { db, userId: user.id, nip, service: jenis } as const;
  const gateway = getSiasnGateway();
  const uploaded = await audited({ ...base, type: 'dokumen', action: 'upload', request: { id_ref_dokumen: document.id, file: fileSummary(pdf) } }, () =>
    gateway.upload('/upload-dok', { file: pdf, fields: { id_ref_dokumen: document.id } }, { actor: user.id }),
  );
  const payload = { id, nip, jenis_layanan_id: text(row.jenis_layanan_id), path: [uploaded.data] };
  const answer = await audited({ ...base, type: 'usulan', action: 'update', request: payload }, () => gateway.save(SAVE_PATH, payload, { actor: user.id }));
  await forgetSections(nip, ['inbox-usulan']);
  return { id, message: answer.message };
}
