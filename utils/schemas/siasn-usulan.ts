import { z } from 'zod';
import { PORTAL_USULAN_KEYS, USULAN_SERVICE_KEYS } from '../catalogue/usulan';
import type { UsulanStage } from '../rules/usulan-status';
import { field, optionalField } from './siasn-fields';

// Proposals sent from the portal (docs/personnel-writes.md section 5). The document travels as
// the multipart `file` beside these fields.

const title = optionalField(60);

export const UsulanFields = z.discriminatedUnion('jenis', [
  z.object({ jenis: z.literal('perbaikan-nama'), nama: field(150), keterangan: field(500) }),
  z
    .object({ jenis: z.literal('pencantuman-gelar'), gelar_depan: title, gelar_belakang: title, keterangan: field(500) })
    .refine((v) => Boolean(v.gelar_depan || v.gelar_belakang), { path: ['gelar_belakang'], message: 'Pilih minimal satu gelar' }),
]);
export type UsulanFieldsInput = z.infer<typeof UsulanFields>;

// Keeps the list of portal proposals and the union above in step.
export const PORTAL_USULAN_JENIS: readonly string[] = PORTAL_USULAN_KEYS;

export const UsulanListQuery = z.object({
  jenis_layanan: z.enum(USULAN_SERVICE_KEYS).optional(),
  nip: z.string().optional(),
});

export interface UsulanRow {
  id: string;
  nip: string;
  jenis: string | null;
  jenis_layanan_id: string;
  jenis_layanan_nama: string;
  status_usulan: string;
  status_usulan_nama: string;
  status_text: string;
  status_color: string;
  /** Sent back to the person, refused, done or still moving (utils/rules/usulan-status.ts). */
  stage: UsulanStage;
  /** The document a portal proposal carries (its name), which "Unggah ulang dokumen" replaces; null for other services. */
  document: string | null;
  tgl_usulan: string | null;
  tgl_update: string | null;
  keterangan: string;
}

export const GelarToggle = z.object({ lokasi: z.enum(['depan', 'belakang']), checked: z.boolean() });

export interface GelarDegree {
  pendidikanId: string;
  tingkat: string | null;
  nama: string | null;
  tahunLulus: string | null;
  gelarDepan: string | null;
  gelarBelakang: string | null;
  checked: { depan: boolean; belakang: boolean };
  /** The degree's titles are already in the SIASN name (title comparison rule). */
  inName: { depan: boolean; belakang: boolean };
}

export interface GelarState {
  nip: string;
  nama: string;
  current: { gelarDepan: string; gelarBelakang: string; fullName: string };
  degrees: GelarDegree[];
  /** The name with the checked titles, as a pencantuman gelar proposal would ask for it. */
  preview: { gelarDepan: string; gelarBelakang: string; fullName: string };
}
