import { methodsOf, routesOf } from '../../helpers/route-registry';
import { FUZZ_RUNS } from './fuzz/fuzz-runs';
import { runFuzz } from './fuzz/run-fuzz';

runFuzz('people and platform', routesOf('people and platform').flatMap(methodsOf), FUZZ_RUNS);
