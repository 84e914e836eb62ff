import { castWithDemoNips } from '../../helpers/matrix-fixtures';
import { publicFinanceRows } from './matrix/rows-public-finance';
import { runMatrix } from './matrix/run-matrix';
import { useAgencySandbox } from '../../helpers/agency-sandbox';
import { useBankSandbox } from '../../helpers/bank-sandbox';
import { useSiasnSandbox } from '../../helpers/siasn-sandbox';

// Public pages and finance services (docs/public-finance.md section 1).
// CASN pages reach the agency gateway's vendor service: its sandbox answers them.
useAgencySandbox();
// Finance services reach the partner bank: its sandbox answers them.
useBankSandbox();
// Loan applications read the applicant's SIASN record: each actor has the NIP of its role's demo account.
useSiasnSandbox();
runMatrix('public and finance', publicFinanceRows, { cast: castWithDemoNips });
