import * as ex from './expectations';
import { row, type MatrixRow } from './types';

// docs/personnel-admin.md: the units routes, admin-only (section 1).
export const adminUnitsRows: MatrixRow[] = [
  // The job map, from the agency sandbox: the province's top units, and a unit it does not have.
  row('GET', '/siasn/ws/perencanaan/peta-jabatan', ex.adminsOnly(200)),
  row('GET', '/siasn/ws/perencanaan/peta-jabatan', ex.adminsOnly(404), () => ({ query: 'unorId=0000000000000000000000000000dead' }), 'an unknown unit'),
];
