import { ticketsRoutes } from '@/server/http/registry/tickets';
import { methodsOf } from '@/server/http/registry';
import { FUZZ_RUNS } from './fuzz/fuzz-runs';
import { runFuzz } from './fuzz/run-fuzz';

runFuzz('tickets', ticketsRoutes.flatMap(methodsOf), FUZZ_RUNS);
