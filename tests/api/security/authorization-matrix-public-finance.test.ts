import { publicFinanceRows } from './matrix/rows-public-finance';
import { runMatrix } from './matrix/run-matrix';
import { useAgencySandbox } from '../../helpers/agency-sandbox';

// Public pages and finance services (docs/public-finance.md section 1).
// CASN pages reach the agency gateway's vendor service: its sandbox answers them.
useAgencySandbox();
runMatrix('public and finance', publicFinanceRows);
