import { randomUUID } from 'node:crypto';
import { unor } from '@/server/db/schema';
import type { CaseContext } from '../../../helpers/matrix-fixtures';
import * as ex from './expectations';
import { row, type MatrixRow } from './types';

// docs/personnel-admin.md: the units routes, admin-only (section 1).
// A unit of its own for the case: the matrix does not sync units.
async function unitOf(ctx: CaseContext): Promise<string> {
  const id = `matrix-${randomUUID()}`;
  await ctx.db.insert(unor).values({ id, nama: 'Unit Uji Matriks' });
  return id;
}

export const adminUnitsRows: MatrixRow[] = [
  row('GET', '/siasn/ws/admin/unor', ex.adminsOnly(200)),
  row('GET', '/siasn/ws/admin/unor', ex.adminsOnly(400), () => ({ query: 'search=x' }), 'a one-letter search'),
  row('POST', '/siasn/ws/admin/unor/sync', ex.adminsOnly(202)),
  row('PATCH', '/siasn/ws/admin/unor/[id]', ex.adminsOnly(200), async (ctx) => ({ params: { id: await unitOf(ctx) }, body: { isDuplicate: true } })),
  row('PATCH', '/siasn/ws/admin/unor/[id]', ex.adminsOnly(400), async (ctx) => ({ params: { id: await unitOf(ctx) }, body: { nspn: 'abc' } }), 'a bad NPSN'),
  row('GET', '/siasn/ws/admin/unor/[id]/report', ex.adminsOnly(200), async (ctx) => ({ params: { id: await unitOf(ctx) } })),
  // The job map, from the agency sandbox: the province's top units, and a unit it does not have.
  row('GET', '/siasn/ws/perencanaan/peta-jabatan', ex.adminsOnly(200)),
  row('GET', '/siasn/ws/perencanaan/peta-jabatan', ex.adminsOnly(404), () => ({ query: 'unorId=0000000000000000000000000000dead' }), 'an unknown unit'),
];
