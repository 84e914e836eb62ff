import type { ServerResponse } from 'node:http';
import { asc, eq, ilike, isNull, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '@/server/db';
import { employees, unor, type Unor } from '@/server/db/schema';
import { containing } from '@/server/db/sql-helpers';
import { getSiasnGateway } from '@/server/gateways/siasn/client';
import { notFound } from '@/server/http/errors';
import { runPagedSync } from '@/server/jobs/paged-sync';
import type { JobDefinition } from '@/server/jobs/types';
import type { SpreadsheetColumn } from '@/server/spreadsheets/columns';
import { sendSpreadsheet } from '@/server/spreadsheets/write';
import type { UnorEdit, UnorNode } from '@/utils/schemas/unor';

// Organisation units (docs/personnel-admin.md section 6): SIASN's ref-unor copied by a job, the
// agency's disparity columns kept across syncs, a lazy tree, and a sub-tree report.

/** The unit list is read whole in one call, `limit=-1` (spec section 9: "unit list reset uses limit -1"). */
const ALL_ROWS = -1;

const RefUnorRow = z.looseObject({
  Id: z.union([z.string(), z.number()]).transform(String),
  NamaUnor: z.string(),
  DiatasanId: z.union([z.string(), z.number(), z.null()]).optional(),
  NamaJabatan: z.string().nullish(),
  EselonId: z.union([z.string(), z.number(), z.null()]).optional(),
  IndukUnorId: z.union([z.string(), z.number(), z.null()]).optional(),
  CepatKode: z.string().nullish(),
  JenisUnorId: z.union([z.string(), z.number(), z.null()]).optional(),
  PemimpinPnsId: z.string().nullish(),
});
const textOrNull = (value: unknown) => (value === null || value === undefined || value === '' ? null : String(value));

export const unorSyncJob: JobDefinition<Record<string, never>> = {
  kind: 'unor-sync',
  params: z.object({}).strict() as z.ZodType<Record<string, never>>,
  keyOf: () => 'all',
  titleOf: () => 'Sinkronisasi unit organisasi dari SIASN',
  async run(ctx) {
    const gateway = getSiasnGateway();
    const copied = await runPagedSync(ctx, {
      pageSize: Number.MAX_SAFE_INTEGER,
      // One page: everything at offset 0; a resumed run that staged it has nothing left to fetch.
      async fetchPage(offset) {
        if (offset > 0) return { rows: [], count: offset };
        const answer = await gateway.get('/referensi/ref-unor', { actor: ctx.actor, query: { limit: ALL_ROWS, offset: 0 } });
        const rows = answer.found && Array.isArray(answer.data) ? answer.data : [];
        return { rows, count: rows.length };
      },
      toRecord(row) {
        const r = RefUnorRow.parse(row);
        return {
          id: r.Id, parentId: textOrNull(r.DiatasanId), nama: r.NamaUnor, namaJabatan: textOrNull(r.NamaJabatan), eselonId: textOrNull(r.EselonId),
          indukId: textOrNull(r.IndukUnorId), kode: textOrNull(r.CepatKode), jenisUnorId: textOrNull(r.JenisUnorId), pemimpinPnsId: textOrNull(r.PemimpinPnsId),
        };
      },
      // The agency's columns stay: rows are upserted, and units SIASN no longer has go at the end.
      clear: async () => undefined,
      async insert(tx, records) {
        if (records.length === 0) return;
        const fresh = Object.fromEntries(['parentId', 'nama', 'namaJabatan', 'eselonId', 'indukId', 'kode', 'jenisUnorId', 'pemimpinPnsId'].map((k) => [k, sql.raw(`excluded.${k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}`)]));
        await tx.insert(unor).values(records).onConflictDoUpdate({ target: unor.id, set: { ...fresh, syncedAt: sql`now()` } });
      },
      finish: async (tx) => {
        await tx.delete(unor).where(lt(unor.syncedAt, sql`now()`));
      },
    });
    await ctx.log(`${copied} unit tersimpan.`);
  },
};

// Spelled out: drizzle writes a column of a one-table select without its table, which inside the
// subquery would name the child's own id.
const hasChildren = sql<boolean>`exists (select 1 from ${unor} as child where child.parent_id = "unor"."id")`;
const NODE = {
  id: unor.id, parentId: unor.parentId, nama: unor.nama, namaJabatan: unor.namaJabatan, eselonId: unor.eselonId, kode: unor.kode,
  isSchool: unor.isSchool, isDuplicate: unor.isDuplicate, isActive: unor.isActive, nspn: unor.nspn, note: unor.note, hasChildren,
};

/** The children of a unit (the roots without one), or up to 50 units whose name matches `search`. */
export async function unorNodes(db: Database, { parentId, search }: { parentId?: string; search?: string }): Promise<UnorNode[]> {
  const where = search ? ilike(unor.nama, containing(search)) : parentId ? eq(unor.parentId, parentId) : isNull(unor.parentId);
  return db.select(NODE).from(unor).where(where).orderBy(asc(unor.nama)).limit(search ? 50 : 1_000);
}

export async function editUnor(db: Database, id: string, edit: UnorEdit, editedBy: number): Promise<UnorNode> {
  const [updated] = await db.update(unor).set({ ...edit, editedBy, editedAt: new Date() }).where(eq(unor.id, id)).returning({ id: unor.id });
  if (!updated) throw notFound('Unit tidak ditemukan');
  const [node] = await db.select(NODE).from(unor).where(eq(unor.id, id));
  return node;
}

const yesNo = (value: boolean) => (value ? 'Ya' : 'Tidak');
const COLUMNS: readonly SpreadsheetColumn[] = [
  { key: 'id', header: 'ID Unit', type: 'text', width: 36 },
  { key: 'nama', header: 'Nama Unit', type: 'text', width: 44 },
  { key: 'induk', header: 'Unit Atasan', type: 'text', width: 44 },
  { key: 'namaJabatan', header: 'Jabatan Pimpinan', type: 'text', width: 36 },
  { key: 'eselonId', header: 'Eselon', type: 'text', width: 8 },
  { key: 'kode', header: 'Kode', type: 'text', width: 12 },
  { key: 'sekolah', header: 'Unit Sekolah', type: 'text', width: 12 },
  { key: 'duplikat', header: 'Duplikat', type: 'text', width: 10 },
  { key: 'aktif', header: 'Aktif', type: 'text', width: 8 },
  { key: 'nspn', header: 'NPSN', type: 'text', width: 12 },
  { key: 'note', header: 'Catatan', type: 'text', width: 36 },
  { key: 'pegawai', header: 'Jumlah Pegawai', type: 'integer' },
];

/** A unit and every unit below it, as xlsx, parents before children, with each unit's head count. */
export async function sendUnorReport(res: ServerResponse, db: Database, id: string): Promise<void> {
  const [root] = await db.select().from(unor).where(eq(unor.id, id));
  if (!root) throw notFound('Unit tidak ditemukan');
  const tree = (await db.execute(sql`
    with recursive sub as (
      select u.*, 0 as depth, array[u.nama] as trail from ${unor} u where u.id = ${id}
      union all
      select c.*, sub.depth + 1, sub.trail || c.nama from ${unor} c join sub on c.parent_id = sub.id where sub.depth < 20
    )
    select sub.id, sub.nama, sub.nama_jabatan as "namaJabatan", sub.eselon_id as "eselonId", sub.kode, sub.is_school as "isSchool",
      sub.is_duplicate as "isDuplicate", sub.is_active as "isActive", sub.nspn, sub.note, sub.depth,
      (select p.nama from ${unor} p where p.id = sub.parent_id) as induk,
      (select count(*)::int from ${employees} e where e.unor_id = sub.id) as pegawai
    from sub order by sub.trail`)) as unknown as { rows: (Unor & { depth: number; induk: string | null; pegawai: number })[] };
  const { rows } = tree;
  async function* pages() {
    yield rows.map((r) => ({ ...r, nama: `${'  '.repeat(r.depth)}${r.nama}`, sekolah: yesNo(r.isSchool), duplikat: yesNo(r.isDuplicate), aktif: yesNo(r.isActive) }));
  }
  await sendSpreadsheet(res, { fileName: `unor-${root.kode ?? root.id}`, format: 'xlsx', sheetName: 'Unit Organisasi', columns: COLUMNS, pages: pages() });
}
