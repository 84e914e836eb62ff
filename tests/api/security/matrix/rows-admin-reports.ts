import { xlsxForm, xlsxOf } from '../../../helpers/xlsx-fixtures';
import * as ex from './expectations';
import { row, type MatrixRow } from './types';

// docs/personnel-admin.md: the reports routes, admin-only (section 1).
const refJftUpload = async () => ({
  rawBody: xlsxForm(await xlsxOf([['ID', 'Nama Jabatan', 'Jenjang', 'Rumpun', 'BUP', 'Kelas Jabatan'], ['JFT-1', 'Analis Kebijakan Ahli Pertama', 'Ahli Pertama', 'Analis Kebijakan', 58, 8]])),
});
const mfaUpload = async () => ({ rawBody: xlsxForm(await xlsxOf([['NIP', 'Status'], ['199001012020121001', 'SUDAH']])) });

export const adminReportsRows: MatrixRow[] = [
  row('GET', '/siasn/ws/report/employees', ex.adminsOnly(200)),
  row('GET', '/siasn/ws/report/employees', ex.adminsOnly(200), () => ({ query: 'limit=-1&format=csv' }), 'the whole list'),
  row('GET', '/siasn/ws/report/employees', ex.adminsOnly(400), () => ({ query: 'limit=-2' }), 'a bad limit'),
  row('GET', '/siasn/ws/report/employees/opd', ex.adminsOnly(200)),
  row('POST', '/siasn/ws/report/employees/sync', ex.adminsOnly(202)),
  row('GET', '/siasn/ws/report/ip-asn', ex.adminsOnly(200)),
  row('GET', '/siasn/ws/report/ip-asn', ex.adminsOnly(400), () => ({ query: 'tahun=1999' }), 'a year before 2000'),
  row('POST', '/siasn/ws/report/ip-asn/sync', ex.adminsOnly(202)),
  row('GET', '/siasn/ws/report/ip-asn', ex.adminsOnly(200), () => ({ query: 'limit=-1' }), 'the whole year'),
  row('GET', '/siasn/ws/rekon/summary', ex.adminsOnly(200)),
  row('GET', '/siasn/ws/rekon/mfa', ex.adminsOnly(200), () => ({ query: 'status=TIDAK%20TERDATA' })),
  row('GET', '/siasn/ws/rekon/mfa', ex.adminsOnly(200), () => ({ query: 'limit=-1' }), 'the whole list'),
  row('GET', '/siasn/ws/report/ref-jft', ex.adminsOnly(200)),
  row('POST', '/siasn/ws/report/ref-jft', ex.adminsOnly(200), refJftUpload),
  row('GET', '/siasn/ws/report/ref-jft/template', ex.adminsOnly(200)),
  row('GET', '/siasn/ws/mfa', ex.adminsOnly(200)),
  row('GET', '/siasn/ws/mfa/template', ex.adminsOnly(200)),
  row('POST', '/siasn/ws/mfa', ex.adminsOnly(200), mfaUpload),
];
