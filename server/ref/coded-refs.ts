import { asc, eq, ilike, or } from 'drizzle-orm';
import type { z } from 'zod';
import { priorities, status, tickets } from '@/server/db/schema';
import { conflict } from '@/server/http/errors';
import {
  CodedRefPatchSchema,
  CodedRefSchema,
  LOCKED_PRIORITY_CODES,
  LOCKED_STATUS_CODES,
  RefListQuerySchema,
  type CodedRefView,
} from '@/utils/schemas/knowledge';
import type { RefResource } from './ref-resource';
import { containing, countOf, type Reader } from '@/server/db/sql-helpers';

type CodedTable = typeof status | typeof priorities;
type Create = z.output<typeof CodedRefSchema>;
type Patch = z.output<typeof CodedRefPatchSchema>;
type ListQuery = z.output<typeof RefListQuerySchema>;

interface CodedOptions {
  table: CodedTable;
  label: string;
  /** The tickets column that references this table's code. */
  ticketColumn: typeof tickets.statusCode | typeof tickets.priorityCode;
  lockedCodes: readonly string[];
}

/** Status and priorities share a shape: a stable `code`, a name, a colour and an order. */
function codedRef({ table, label, ticketColumn, lockedCodes }: CodedOptions): RefResource<CodedRefView, Create, Patch, ListQuery> {
  const select = (db: Reader) =>
    db
      .select({
        id: table.id,
        code: table.code,
        name: table.name,
        color: table.color,
        sort_order: table.sortOrder,
        total_tickets: countOf(ticketColumn, table.code),
      })
      .from(table);
  const view = (row: Omit<CodedRefView, 'locked'>): CodedRefView => ({ ...row, locked: lockedCodes.includes(row.code) });
  const lockedMessage = (code: string) => `Kode ${label.toLowerCase()} ${code} dipakai alur tiket sehingga tidak dapat diubah atau dihapus`;

  return {
    label,
    table,
    schemas: { list: RefListQuerySchema, create: CodedRefSchema, patch: CodedRefPatchSchema },
    duplicateMessage: `Kode ${label.toLowerCase()} sudah dipakai`,
    async list(db, { search }) {
      const where = search ? or(ilike(table.name, containing(search)), ilike(table.code, containing(search))) : undefined;
      const rows = await select(db).where(where).orderBy(asc(table.sortOrder), asc(table.id));
      return rows.map(view);
    },
    async find(db, id) {
      const [row] = await select(db).where(eq(table.id, id));
      return row && view(row);
    },
    async insert(tx, { sort_order, ...input }) {
      const [row] = await tx.insert(table).values({ ...input, sortOrder: sort_order }).returning({ id: table.id });
      return row.id;
    },
    async update(tx, current, { sort_order, ...input }) {
      if (current.locked && input.code !== undefined && input.code !== current.code) throw conflict(lockedMessage(current.code));
      await tx
        .update(table)
        .set({ ...input, sortOrder: sort_order, updatedAt: new Date() })
        .where(eq(table.id, current.id));
    },
    async deleteBlocker(_tx, current) {
      if (current.locked) return lockedMessage(current.code);
      if ((current.total_tickets ?? 0) > 0) return `${label} masih digunakan oleh ${current.total_tickets} tiket sehingga tidak dapat dihapus`;
      return null;
    },
  };
}

export const statusRef = codedRef({ table: status, label: 'Status', ticketColumn: tickets.statusCode, lockedCodes: LOCKED_STATUS_CODES });
export const priorityRef = codedRef({ table: priorities, label: 'Prioritas', ticketColumn: tickets.priorityCode, lockedCodes: LOCKED_PRIORITY_CODES });
