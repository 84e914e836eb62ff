import { and, eq, sql } from 'drizzle-orm';
import JSZip from 'jszip';
import { dataExportText } from '@/locales/id/data-export';
import type { Database } from '@/server/db/client';
import { personalDataExports } from '@/server/db/schema';
import { notifyUsers } from '@/server/notifications/notify-users';
import { collectOwnData } from './collect-own-data';
import { buildOwnDataPdf } from './own-data-pdf';

/** How long a ready copy can be downloaded (once). */
export const EXPORT_VALID_HOURS = 24;
export const DATA_EXPORT_READY = 'data_export_ready';
/** Where the person asks for it and downloads it. */
export const DATA_EXPORT_PATH = '/profile#unduh-data';

export async function buildArchive(db: Database, userId: number, now: Date): Promise<Buffer> {
  const data = await collectOwnData(db, userId, now);
  const zip = new JSZip();
  zip.file('data-saya.json', JSON.stringify(data, null, 2));
  zip.file('ringkasan.pdf', await buildOwnDataPdf(data));
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/**
 * The job of one requested copy: builds the zip, keeps it on the row with its expiry and tells the
 * person, in one transaction (a copy is ready exactly when the notification exists). A copy no
 * longer pending (already built, or replaced) is left alone, so a retried job does nothing twice.
 */
export async function buildPersonalDataExport(db: Database, exportId: string, now = new Date()): Promise<boolean> {
  const [row] = await db.select({ userId: personalDataExports.userId, status: personalDataExports.status }).from(personalDataExports).where(eq(personalDataExports.id, exportId));
  if (row?.status !== 'pending') return false;
  await db.update(personalDataExports).set({ attempts: sql`${personalDataExports.attempts} + 1` }).where(eq(personalDataExports.id, exportId));
  const archive = await buildArchive(db, row.userId, now);
  return db.transaction(async (tx) => {
    const [ready] = await tx
      .update(personalDataExports)
      .set({ status: 'ready', archive, bytes: archive.length, readyAt: now, expiresAt: new Date(now.getTime() + EXPORT_VALID_HOURS * 3600_000), error: null })
      .where(and(eq(personalDataExports.id, exportId), eq(personalDataExports.status, 'pending')))
      .returning({ id: personalDataExports.id });
    if (!ready) return false;
    const t = dataExportText.notification;
    await notifyUsers(tx, { toUserIds: [row.userId], fromUserId: null, type: DATA_EXPORT_READY, link: DATA_EXPORT_PATH, title: t.title, content: t.content });
    return true;
  });
}

/** The last retry failed: the row says so (the card offers a new request). */
export async function failPersonalDataExport(db: Database, exportId: string, error: unknown): Promise<void> {
  const message = error instanceof Error ? error.message.slice(0, 500) : String(error).slice(0, 500);
  await db
    .update(personalDataExports)
    .set({ status: 'failed', error: message })
    .where(and(eq(personalDataExports.id, exportId), eq(personalDataExports.status, 'pending')));
}
