import { and, eq } from 'drizzle-orm';
import type { NextApiResponse } from 'next';
import { dataExportText } from '@/locales/id/data-export';
import type { Database } from '@/server/db/client';
import { personalDataExports } from '@/server/db/schema';
import { AppError } from '@/server/http/errors';
import { verifyExportLink } from './export-link';

const invalid = () => new AppError('EXPORT_LINK_INVALID', 404, dataExportText.errors.linkInvalid);

/**
 * `GET /privacy/exports/{id}/download`: the zip, once. The link must carry the portal's signature
 * for this copy, this owner and an expiry still ahead; the copy must be ready. In one transaction
 * the row is locked, its archive taken and dropped, and the row marked downloaded: a second click,
 * another person's session or a made-up link all get the same 404.
 */
export async function downloadOwnExport({ db, userId, query, res }: { db: Database; userId: number; query: { id: string; expires: number; sig: string }; res: NextApiResponse }): Promise<void> {
  if (!verifyExportLink(query.id, userId, query.expires, query.sig)) throw invalid();
  const archive = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ archive: personalDataExports.archive, expiresAt: personalDataExports.expiresAt })
      .from(personalDataExports)
      .where(and(eq(personalDataExports.id, query.id), eq(personalDataExports.userId, userId), eq(personalDataExports.status, 'ready')))
      .for('update');
    if (!row?.archive || !row.expiresAt || row.expiresAt.getTime() !== query.expires || row.expiresAt <= new Date()) throw invalid();
    await tx.update(personalDataExports).set({ status: 'downloaded', archive: null, downloadedAt: new Date() }).where(eq(personalDataExports.id, query.id));
    return row.archive;
  });
  res.setHeader('Content-Type', 'application/zip');
  res.setHeader('Content-Disposition', `attachment; filename="data-saya-${new Date().toISOString().slice(0, 10)}.zip"`);
  res.setHeader('Content-Length', archive.length);
  res.setHeader('Cache-Control', 'private, no-store');
  res.status(200).end(archive);
}
