import { methodsOf, routesOf } from '../../helpers/route-registry';
import { FUZZ_RUNS } from './fuzz/fuzz-runs';
import { runFuzz } from './fuzz/run-fuzz';
import { useAgencySandbox } from '../../helpers/agency-sandbox';
import { useBankSandbox } from '../../helpers/bank-sandbox';

// The landing, the service catalogue, CASN publications and finance services (docs/public-finance.md).
// CASN pages reach the agency gateway's vendor service: its sandbox answers them.
useAgencySandbox();
// Finance services reach the partner bank: its sandbox answers them.
useBankSandbox();
runFuzz('public and finance', routesOf('public and finance').flatMap(methodsOf), FUZZ_RUNS);
