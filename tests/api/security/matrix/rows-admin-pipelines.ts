import { multipart, samplePdf } from '../../../helpers/pdf-fixtures';
import * as ex from './expectations';
import { row, type MatrixRow } from './types';

// docs/personnel-admin.md section 3: the KP, pemberhentian and pengadaan routes, admin-only
// (manage-personnel-pipelines). Lists and downloads of a period never synced are empty, not refused.
const PERIODS = { kp: 'periode=2026-10-01', pemberhentian: 'tglAwal=2026-01-01&tglAkhir=2026-12-31', pengadaan: 'tahun=2024' } as const;
const BODIES = { kp: { periode: '2026-10-01' }, pemberhentian: { tglAwal: '2026-01-01', tglAkhir: '2026-12-31' }, pengadaan: { tahun: 2024 } } as const;

export const adminPipelinesRows: MatrixRow[] = (['kp', 'pemberhentian', 'pengadaan'] as const).flatMap((pipeline) => [
  row('GET', `/siasn/ws/admin/${pipeline}`, ex.adminsOnly(200), () => ({ query: PERIODS[pipeline] })),
  row('GET', `/siasn/ws/admin/${pipeline}`, ex.adminsOnly(400), () => ({ query: '' }), 'without a period'),
  row('POST', `/siasn/ws/admin/${pipeline}/sync`, ex.adminsOnly(202), () => ({ body: BODIES[pipeline] })),
  row('GET', `/siasn/ws/admin/${pipeline}/download`, ex.adminsOnly(200), () => ({ query: PERIODS[pipeline] })),
  row('GET', `/siasn/ws/admin/${pipeline}/proxy`, ex.adminsOnly(404), () => ({ query: `filePath=${encodeURIComponent('peremajaan/lain.pdf')}` }), 'a path no stored row hands out'),
]).concat([
  row('POST', '/siasn/ws/admin/kp/upload-dok-sk-kp', ex.adminsOnly(404), () => ({
    rawBody: multipart({ bytes: samplePdf('SK KP'), name: 'sk-kp.pdf' }, { id_usulan: 'bukan-usulan-tersimpan', no_sk: '800/1/2026', tgl_sk: '2026-10-01' }),
  }), 'a proposal not in the stored list'),
]);
