import { z } from 'zod';
import { AppError } from '@/server/http/errors';
import { getSiasnGateway } from '@/server/gateways/siasn/client';
import { RECORD_KIND_INFO, type RecordKind } from '@/utils/catalogue/personnel-writes';

const Rows = z.array(z.record(z.string(), z.unknown()));

/** The NIP's rows of a kind straight from SIASN (never the cache: a write decides on them). */
export async function freshRows({ nip, kind, actor }: { nip: string; kind: RecordKind; actor: number }) {
  const answer = await getSiasnGateway().get(`${RECORD_KIND_INFO[kind].readPath}/${nip}`, { actor });
  if (!answer.found || answer.data == null) return [];
  const rows = Rows.safeParse(answer.data);
  if (!rows.success) throw new AppError('SIASN_ERROR', 502);
  return rows.data;
}

/** One of the NIP's own rows, or 404: nobody changes a row of another record by its id. */
export async function ownRow(input: { nip: string; kind: RecordKind; actor: number; id: string }) {
  const idField = RECORD_KIND_INFO[input.kind].idField;
  const row = (await freshRows(input)).find((r) => String(r[idField] ?? '') === input.id);
  if (!row) throw new AppError('RECORD_NOT_FOUND', 404);
  return row;
}
