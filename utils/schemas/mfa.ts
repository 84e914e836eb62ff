import { z } from 'zod';
import type { AdminPage } from './personnel-admin';
import { pageFields } from './query-params';
import { searchField } from './ref-jft';

// The MFA activation list (docs/personnel-admin.md section 7): its query and what the list answers.

export const MFA_STATUSES = ['SUDAH', 'BELUM'] as const;
export type MfaStatus = (typeof MFA_STATUSES)[number];

export const MfaQuerySchema = z.object({
  ...pageFields,
  search: searchField,
  status: z.enum(MFA_STATUSES, 'Status harus SUDAH atau BELUM').optional(),
  opdId: z.string().trim().regex(/^[A-Za-z0-9-]{1,64}$/, 'OPD tidak dikenal').optional(),
});
export type MfaQuery = z.output<typeof MfaQuerySchema>;

/** A NIP of the list, with the employee's name and OPD when the employees table knows the NIP. */
export interface MfaView {
  nip: string;
  status: MfaStatus;
  nama: string | null;
  opdNama: string | null;
  uploadedAt: string;
}

export type MfaPage = AdminPage<MfaView>;
