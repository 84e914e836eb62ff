import { DEMO_NIP } from '../../../helpers/personnel-fixtures';
import * as ex from './expectations';
import { row, type MatrixRow } from './types';

// Personnel records (docs/personnel.md): every actor's session carries a demo NIP the SIASN
// sandbox knows (authorization-matrix-personnel.test.ts); the target of the staff routes is user2.
const other = { nip: DEMO_NIP.user2 };

export const personnelRows: MatrixRow[] = [
  row('GET', '/siasn/ws/pns/[section]', ex.signedIn(200), () => ({ params: { section: 'data-utama' } })),
  row('GET', '/siasn/ws/admin/[nip]/[section]', ex.staffOnly(200), () => ({ params: { ...other, section: 'golongan' } })),
  row('GET', '/siasn/[id]/ip-asn', ex.signedIn(200), (ctx) => ({ params: { id: ctx.actor?.employee_number ?? DEMO_NIP.user } }), 'own NIP'),
  row('GET', '/siasn/[id]/ip-asn', ex.staffOnly(200), () => ({ params: { id: other.nip } }), 'another NIP'),
  row('GET', '/siasn/[id]/ip-asn', ex.signedIn(200), (ctx) => ({ params: { id: ctx.actor?.employee_number ?? DEMO_NIP.user }, query: 'tahun=2025' }), 'own NIP, a kept year'),
  row('GET', '/siasn/[id]/ip-asn', ex.staffOnly(200), () => ({ params: { id: other.nip }, query: 'tahun=2025' }), 'another NIP, a kept year'),
  row('GET', '/siasn/ws/pns/riwayat-akses', ex.signedIn(200)),
  row('POST', '/siasn/ws/admin/[nip]/keperluan', ex.staffOnly(204), () => ({ params: other, body: { reason: 'audit' } })),
  row('GET', '/admin/akses-data/pembaca', ex.adminsOnly(200), () => ({ query: 'dari=2026-01-01&sampai=2026-12-31' })),
  row('GET', '/admin/akses-data/unit', ex.adminsOnly(200), () => ({ query: 'dari=2026-01-01&sampai=2026-12-31' })),
  row('GET', '/admin/akses-data/tidak-wajar', ex.adminsOnly(200), () => ({ query: 'dari=2026-01-01&sampai=2026-12-31' })),
  row('GET', '/admin/akses-data/pembaca', ex.adminsOnly(400), () => ({ query: 'dari=2026-12-31&sampai=2026-01-01' }), 'an end before the start'),
  row('GET', '/siasn/ref', ex.signedIn(200)),
  row('GET', '/siasn/ref/[name]', ex.signedIn(200), () => ({ params: { name: 'golongan' } })),
  row('PUT', '/siasn/ref/[name]', ex.adminsOnly(200), () => ({ params: { name: 'agama' } })),
];
