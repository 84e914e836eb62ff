import { z } from 'zod';
import { getDb } from '@/server/db';
import { route } from '@/server/http/api-route';
import { notFound } from '@/server/http/errors';
import { isRecordKind, type RecordKind } from '@/utils/catalogue/personnel-writes';
import { RECORD_INPUT_SCHEMAS, type RecordInput } from '@/utils/schemas/siasn-records';
import { routeNip, type Whose } from '../whose-record';
import { deleteRecord, saveRecord } from './record-writes';

// The history write routes, the same for the own record (/siasn/ws/pns/rw/...) and an admin's
// (/siasn/ws/admin/{nip}/rw/...): only where the NIP comes from differs.

const KindQuery = z.object({ kind: z.string(), nip: z.string().optional() });
const RowQuery = KindQuery.extend({ id: z.string().regex(/^[A-Za-z0-9-]{1,64}$/, 'ID riwayat tidak valid') });

function kindOf(value: string): RecordKind {
  if (!isRecordKind(value)) throw notFound('Jenis riwayat ini tidak dapat diubah dari portal');
  return value;
}

/** POST: create, or update with `id`; the body is checked with the kind's own form schema. */
export const saveRecordRoute = (whose: Whose) =>
  route({
    rateLimit: 'siasn-write',
    status: 201,
    query: KindQuery,
    body: z.record(z.string(), z.unknown()),
    handle: async ({ user, query, body }) => {
      const kind = kindOf(query.kind);
      const nip = routeNip(whose, user, query);
      const input = RECORD_INPUT_SCHEMAS[kind].parse(body) as RecordInput<typeof kind>;
      return saveRecord({ db: await getDb(), user, nip, kind, input });
    },
  });

export const deleteRecordRoute = (whose: Whose) =>
  route({
    rateLimit: 'siasn-write',
    query: RowQuery,
    handle: async ({ user, query }) => deleteRecord({ db: await getDb(), user, nip: routeNip(whose, user, query), kind: kindOf(query.kind), id: query.id }),
  });
