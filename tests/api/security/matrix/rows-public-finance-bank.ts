import * as ex from './expectations';
import { row, type MatrixRow } from './types';

// The partner bank's products, simulation and call log (docs/public-finance.md sections 5 and 6);
// the test files using these rows start the bank sandbox (useBankSandbox).

const simulation = { loan_type: 'KMG', basic_salary: 5_000_000, tenor_months: 60, region_code: '3578' };

export const bankRows: MatrixRow[] = [
  row('GET', '/layanan-keuangan/products', ex.signedIn(200)),
  row('POST', '/layanan-keuangan/simulasi', ex.signedIn(200), () => ({ body: simulation })),
  // The bank's rule passes through as 422 to everyone signed in.
  row('POST', '/layanan-keuangan/simulasi', ex.signedIn(422), () => ({ body: { ...simulation, tenor_months: 250 } }), 'tenor too long'),
  row('GET', '/layanan-keuangan/logs', ex.adminsOnly(200)),
  row('GET', '/layanan-keuangan/logs', ex.adminsOnly(200), () => ({ query: 'outcome=rejected&page=2&limit=5' }), 'filtered'),
];
