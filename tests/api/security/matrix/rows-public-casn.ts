import * as ex from './expectations';
import { row, type MatrixRow } from './types';

// CASN publications and scores (docs/public-finance.md section 4): public, answered by the agency
// sandbox the matrix file starts (publication 1001 has an attachment).
const publication = { params: { id: 1001 } };
const unknown = { params: { id: 999_999 } };

export const casnRows: MatrixRow[] = [
  row('GET', '/web/publikasi-casn', ex.everyone(200)),
  row('GET', '/web/publikasi-casn/[id]', ex.everyone(200), () => publication),
  row('GET', '/web/publikasi-casn/[id]', ex.everyone(404), () => unknown, 'unknown'),
  row('GET', '/web/publikasi-casn/[id]/lampiran', ex.everyone(200), () => publication),
  row('GET', '/web/nilai-casn', ex.everyone(200)),
];
