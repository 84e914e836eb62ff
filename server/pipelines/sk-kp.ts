import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '@/server/db';
import { siasnKp } from '@/server/db/schema';
import { getSiasnGateway } from '@/server/gateways/siasn/client';
import { notFound } from '@/server/http/errors';
import { audited } from '@/server/siasn/writes/audit';
import { fileSummary, pdfOf } from '@/server/siasn/writes/documents';
import type { UploadedFile } from '@/server/uploads/receive-upload';
import type { SessionUser } from '@/utils/session-user';
import { isoDay } from '@/utils/schemas/personnel-admin';

export const SkKpFields = z.object({
  id_usulan: z.string().regex(/^[A-Za-z0-9-]{1,64}$/, 'ID usulan tidak valid'),
  no_sk: z.string().trim().min(1, 'Nomor SK wajib diisi').max(100, 'Nomor SK paling panjang 100 karakter'),
  tgl_sk: isoDay,
});
export type SkKpInput = z.infer<typeof SkKpFields>;

/**
 * Sends a promotion decree to SIASN (`upload-dok-sk-kp`, protocol section 4) for a proposal of the
 * local KP list; audited (service `sk-kp`); the local rows of that proposal show the SK at once.
 */
export async function uploadSkKp({ db, user, input, file }: { db: Database; user: SessionUser; input: SkKpInput; file: UploadedFile }) {
  const pdf = await pdfOf(file);
  const [proposal] = await db.select({ nip: siasnKp.nip }).from(siasnKp).where(eq(siasnKp.id, input.id_usulan)).limit(1);
  if (!proposal) throw notFound('Usulan KP ini tidak ada pada daftar yang tersimpan');
  const tglSk = input.tgl_sk.split('-').reverse().join('-');
  const fields = { id_usulan: input.id_usulan, no_sk: input.no_sk, tgl_sk: tglSk };
  const entry = { db, userId: user.id, nip: proposal.nip, type: 'dokumen', service: 'sk-kp', action: 'upload', riwayatId: input.id_usulan, request: { ...fields, file: fileSummary(pdf) } } as const;
  const answer = await audited(entry, () => getSiasnGateway().upload('/upload-dok-sk-kp', { file: pdf, fields }, { actor: user.id }));
  const uploaded = z.object({ dok_uri: z.string() }).partial().safeParse(answer.data);
  const shown = { no_sk: input.no_sk, tgl_sk: tglSk, ...(uploaded.success && uploaded.data.dok_uri ? { path_ttd_sk: uploaded.data.dok_uri } : {}) };
  await db
    .update(siasnKp)
    .set({ noSk: input.no_sk, data: sql`${siasnKp.data} || ${JSON.stringify(shown)}::jsonb` })
    .where(eq(siasnKp.id, input.id_usulan));
  return { message: answer.message };
}
