import { methodsOf, routesOf } from '../../helpers/route-registry';
import { FUZZ_RUNS } from './fuzz/fuzz-runs';
import { runFuzz } from './fuzz/run-fuzz';

runFuzz('tickets', routesOf('tickets').flatMap(methodsOf), FUZZ_RUNS);
