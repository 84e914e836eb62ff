import type { Database } from '@/server/db';
import { mfaActivations } from '@/server/db/schema';
import { replaceFromUpload } from '@/server/spreadsheets/replace-table';
import { MFA_COLUMNS } from './columns';

/** Replaces the MFA activation list with an uploaded xlsx (docs/personnel-admin.md section 7); a NIP appears once. */
export const uploadMfa = ({ db, bytes, user }: { db: Database; bytes: Buffer; user: { id: number } }) =>
  replaceFromUpload(db, mfaActivations, bytes, { columns: MFA_COLUMNS, unique: ['nip'] }, (row) => ({ ...row, uploadedBy: user.id }));
