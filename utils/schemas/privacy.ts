import type { Role } from '@/utils/permissions/types';

/** One staff view of the person's own record (GET /siasn/ws/pns/riwayat-akses, docs/privacy.md). */
export interface PersonalDataReadView {
  id: number;
  at: string;
  reader: { id: number; name: string };
  /** The reader's role when they read. */
  reader_role: Role;
  /** The part shown: a personnel section key, `assessment`, `kesehatan-data`, `ip-asn`, `biodata` or `photo`. */
  part: string;
  ticket_id: number | null;
  purpose: string | null;
}
