import { z } from 'zod';
import { AppError } from '@/server/http/errors';
import { getSiasnGateway } from '@/server/gateways/siasn/client';
import { RECORD_KIND_INFO, type RecordKind } from '@/utils/catalogue/personnel-writes';

const Row = z.record(z.string(), z.unknown());
const Rows = z.array(Row);
type Row = z.infer<typeof Row>;

interface RowQuery {
  nip: string;
  kind: RecordKind;
  actor: number;
}

/** The NIP's rows of a kind straight from SIASN (never the cache: a write decides on them). */
export async function freshRows({ nip, kind, actor }: RowQuery) {
  const answer = await getSiasnGateway().get(`${RECORD_KIND_INFO[kind].readPath}/${nip}`, { actor });
  if (!answer.found || answer.data == null) return [];
  const rows = Rows.safeParse(answer.data);
  if (!rows.success) throw new AppError('SIASN_ERROR', 502);
  return rows.data;
}

const withId = (rows: Row[], kind: RecordKind, id: string) => rows.find((r) => String(r[RECORD_KIND_INFO[kind].idField] ?? '') === id);

/** One of the NIP's own rows, or 404: nobody changes a row of another record by its id. */
export async function ownRow(input: RowQuery & { id: string }) {
  const row = withId(await freshRows(input), input.kind, input.id);
  if (!row) throw new AppError('RECORD_NOT_FOUND', 404);
  return row;
}

/**
 * The entry `id` as SIASN stores it now, or null when SIASN has none: by the kind's single-record
 * read where the reference has one (`/{kind}/id/{id}`), else from the NIP's list.
 */
export async function storedRow(input: RowQuery & { id: string }): Promise<Row | null> {
  const path = RECORD_KIND_INFO[input.kind].singleReadPath;
  if (path === null) return withId(await freshRows(input), input.kind, input.id) ?? null;
  const answer = await getSiasnGateway().get(`${path}/${encodeURIComponent(input.id)}`, { actor: input.actor });
  if (!answer.found) return null;
  const row = Row.safeParse(answer.data);
  if (!row.success) throw new AppError('SIASN_ERROR', 502);
  return row.data;
}
