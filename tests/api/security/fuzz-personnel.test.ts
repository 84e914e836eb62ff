import { methodsOf, routesOf } from '../../helpers/route-registry';
import { useAgencySandbox } from '../../helpers/agency-sandbox';
import { useSiasnSandbox } from '../../helpers/siasn-sandbox';
import { FUZZ_RUNS } from './fuzz/fuzz-runs';
import { runFuzz } from './fuzz/run-fuzz';

// The personnel routes ask SIASN and the agency gateway: sandboxes answer them, so no input may
// make them fail with a 5xx.
useSiasnSandbox();
useAgencySandbox();

runFuzz('personnel', routesOf('personnel').flatMap(methodsOf), FUZZ_RUNS);
