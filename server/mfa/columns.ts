import { choiceCell, nipCell } from '@/server/spreadsheets/cell-schemas';
import { MFA_STATUSES } from '@/utils/schemas/mfa';

/** The activation list's columns: a NIP (once per file) and SUDAH / BELUM. */
export const MFA_COLUMNS = [
  { key: 'nip', header: 'NIP', type: 'text', width: 22, schema: nipCell },
  { key: 'status', header: 'Status', type: 'text', width: 10, schema: choiceCell(MFA_STATUSES) },
] as const;
