import { desc, eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { personalDataExports, type PersonalDataExport } from '@/server/db/schema';
import type { DataExportView } from '@/utils/schemas/data-export';
import { signExportLink } from './export-link';

/** A row as the profile card shows it; a ready copy carries its signed, single-use link. */
export function exportView(row: PersonalDataExport, now = new Date()): DataExportView {
  const expired = row.status === 'ready' && row.expiresAt !== null && row.expiresAt <= now;
  const status = expired ? 'expired' : row.status;
  const link = status === 'ready' && row.expiresAt ? signExportLink(row.id, row.userId, row.expiresAt) : null;
  return {
    id: row.id,
    status,
    requested_at: row.requestedAt.toISOString(),
    ready_at: row.readyAt?.toISOString() ?? null,
    expires_at: row.expiresAt?.toISOString() ?? null,
    downloaded_at: row.downloadedAt?.toISOString() ?? null,
    bytes: row.bytes,
    download_path: link ? `/privacy/exports/${row.id}/download?expires=${link.expires}&sig=${link.sig}` : null,
  };
}

/** `GET /privacy/exports`: the caller's latest request, or null (the card then offers one). */
export async function latestOwnExport({ db, userId }: { db: Database; userId: number }): Promise<{ export: DataExportView | null }> {
  const [row] = await db.select().from(personalDataExports).where(eq(personalDataExports.userId, userId)).orderBy(desc(personalDataExports.requestedAt)).limit(1);
  return { export: row ? exportView(row) : null };
}
