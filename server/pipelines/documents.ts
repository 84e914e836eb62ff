import { or, sql } from 'drizzle-orm';
import type { Database } from '@/server/db';
import { notFound } from '@/server/http/errors';
import { assertDocumentPath } from '@/server/siasn/writes/documents';
import { fetchDocument, type DownloadedDocument } from '@/server/siasn/writes/download';
import type { PipelineSource } from './sources';

/**
 * A decree or pertek of a pipeline list through the portal (`…/proxy`): only a path one of the
 * local rows hands out (its `path_*` keys) is fetched, never an arbitrary SIASN path.
 */
export async function pipelineDocument<P>(db: Database, source: PipelineSource<P>, filePath: string, actor: number): Promise<DownloadedDocument> {
  assertDocumentPath(filePath);
  const listed = source.documentKeys.map((key) => sql`${source.columns.data} ->> ${key} = ${filePath}`);
  const [hit] = await db
    .select({ one: sql<number>`1` })
    .from(source.table)
    .where(or(...listed))
    .limit(1);
  if (!hit) throw notFound('Dokumen ini tidak ada pada daftar yang tersimpan');
  return fetchDocument(filePath, actor);
}
