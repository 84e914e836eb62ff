import type { Database } from '@/server/db';
import { refJft } from '@/server/db/schema';
import { replaceFromUpload } from '@/server/spreadsheets/replace-table';
import { REF_JFT_COLUMNS } from './columns';

/** Replaces the JFT reference with an uploaded xlsx (docs/personnel-admin.md section 4); IDs are unique within the file. */
export const uploadRefJft = ({ db, bytes }: { db: Database; bytes: Buffer }) =>
  replaceFromUpload(db, refJft, bytes, { columns: REF_JFT_COLUMNS, unique: ['id'] }, (row) => row);
